/** The words of the console's quarterly tax report (decision 047). */
export const TAX_REPORT_TEXTS = {
  title: 'Tax withheld',
  intro: 'Tax withheld on prizes in one quarter, with each player’s PAN, for the quarterly return.',
  quarter: 'Quarter',
  download: 'Download CSV',
  downloading: 'Downloading...',
  loading: 'Loading the report...',
  loadFailed: 'The report could not be loaded. Try again.',
  totals: 'Totals',
  payouts: 'Payouts',
  gross: 'Prizes',
  tax: 'Tax withheld',
  net: 'Credited',
  rows: 'Payouts with tax withheld',
  none: 'No prize had tax withheld in this quarter.',
  agrees: (balance: string) => `The tax account agrees with these rows (balance ${balance}).`,
  disagrees: (quarterTax: string, balance: string, allTime: string) =>
    `The tax account does not agree: its entries for the quarter are ${quarterTax}, its balance is ${balance}, and all tax withheld is ${allTime}.`,
  noPan: 'No PAN on file',
} as const;

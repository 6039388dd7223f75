/** The books' words (issue 23, decision 045). */
export const BOOKS_TEXTS = {
  title: 'Books',
  dailyClose: 'Daily close',
  dailyCloseHint:
    'Each day runs midnight to midnight India time. Every figure is summed from the transactions and again from the ledger; a day can be closed once it has ended and both agree.',
  showDays: 'Show days',
  loadingDays: 'Loading the days...',
  noDays: 'No days in this range.',
  loadFailed: 'Could not load the books',
  agrees: 'Agrees with the ledger',
  disagrees: (ledger: string) => `Ledger says ${ledger}`,
  holdings: "Players' balances at the day's end",
  holdingsWallets: (wallets: string) => `Wallets now: ${wallets}`,
  holdingsTransactions: (sum: string) => `By the transactions: ${sum}`,
  closeDay: 'Close the day',
  closing: 'Closing...',
  closeFailed: 'The day was not closed. Try again.',
  closed: (by: string | null, at: string) => `Closed${by ? ` by ${by}` : ''} on ${at}`,
  open: 'Open',
  dayOpenUntilEnd: 'Open until the day ends',
  disagreeNotice: 'Does not agree with the ledger: look into it before closing.',
  exports: 'Exports for the accountant',
  exportsHint:
    'CSV files that open in Excel: amounts in rupees (1,23,456.50), dates and times in India time.',
  exportKind: 'Export',
  download: 'Download CSV',
  downloading: 'Downloading...',
  tournamentTitle: 'Tournament books',
  noTournament: (id: string) => `There is no tournament #${id}.`,
  playersPaid: (count: number) =>
    `${count} ${count === 1 ? 'player' : 'players'} paid an entry fee`,
  margin: 'Margin',
  marginHint: 'Fees in, less refunds and prizes out.',
  payouts: 'Prize payouts',
  matchDesk: 'Match desk',
} as const;

export const FIGURE_NAMES = {
  depositsApproved: 'Deposits approved',
  withdrawalsPaid: 'Withdrawals paid',
  manualCredits: 'Manual credits',
  entryFees: 'Entry fees',
  refunds: 'Refunds',
  prizes: 'Prizes',
  feesIn: 'Fees in',
  prizesOut: 'Prizes out',
} as const;

export const EXPORT_KINDS = [
  { value: 'transactions', label: 'Transactions' },
  { value: 'ledger', label: 'Ledger' },
  { value: 'payouts', label: 'Prize payouts' },
] as const;

/** SPEC §2, §8: the wallet's fixed texts. Whom a deposit pays: deposit-texts.ts. */

export const DEPOSIT_TEXTS = {
  alreadySubmitted: 'Already submitted.',
  failed: 'Deposit failed',
  thrown: 'An error occurred',
} as const;

export const WITHDRAW_TEXTS = {
  success: 'Withdrawal request submitted successfully.',
  failed: 'Withdrawal failed',
  thrown: 'Something went wrong.',
} as const;

export const TRANSACTIONS_TEXTS = {
  failed: 'Failed to fetch transactions',
  empty: 'No transactions found',
} as const;

/** The Transactions tab's own additions (issue 23): the statement and what a card says. */
export const STATEMENT_TEXTS = {
  title: 'Statement',
  hint: 'Your transactions and balance for the days you choose, as a CSV file for Excel.',
  download: 'Download statement',
  downloading: 'Downloading...',
  notCredited: 'Not credited',
  reference: 'UPI reference',
  /** Winnings with tax withheld (issue 24): the prize before tax, the tax, what reached the wallet. */
  taxLine: (prize: string, tax: string, credited: string) =>
    `Prize ${prize} · tax withheld ${tax} · credited ${credited}`,
} as const;

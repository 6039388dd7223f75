import { money } from '../../../../test/fixtures';

/** The books as the gateway answers them, for the console's tests. */

export const figure = (paise: number, count = 1, ledgerPaise = paise) => ({
  __typename: 'BooksFigure',
  count,
  agrees: paise === ledgerPaise,
  amount: money(paise),
  ledger: money(ledgerPaise),
});

export function booksDay(day: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BooksDay',
    day,
    agrees: true,
    depositsApproved: figure(50_000, 2),
    withdrawalsPaid: figure(10_000),
    manualCredits: figure(0, 0),
    entryFees: figure(5_000),
    refunds: figure(0, 0),
    prizes: figure(0, 0),
    holdings: {
      __typename: 'BooksHoldings',
      agrees: true,
      ledger: money(1_23_456_50),
      transactions: money(1_23_456_50),
      wallets: null,
    },
    closed: null,
    ...overrides,
  };
}

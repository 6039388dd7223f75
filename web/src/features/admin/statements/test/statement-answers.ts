import { money } from '../../../../test/fixtures';

/** Statements as the gateway answers them, for the statements pages' tests. */

export const bankStatement = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'BankStatement',
  id: '7',
  fileName: 'hdfc-nov.csv',
  source: 'HDFC Bank-like statement',
  importedBy: 'organiser1',
  importedAt: '2026-11-28T05:00:00.000Z',
  lineCount: 4,
  creditCount: 3,
  matchedCount: 2,
  firstDate: '2026-11-27',
  lastDate: '2026-11-28',
  sha256: 'a'.repeat(64),
  ...overrides,
});

export const statementLine = (lineNumber: number, paise: number, utr: string | null) => ({
  __typename: 'StatementLine',
  lineNumber,
  date: '2026-11-28',
  amount: money(paise),
  utr,
  unusualUtr: utr !== null && !/^\d{12}$/.test(utr),
  narration: `UPI-ASHA K-asha@okaxis-SBIN0001234-${utr ?? ''}-Payment`,
});

export const statementDeposit = (id: string, username: string, paise: number, utr: string) => ({
  __typename: 'StatementDeposit',
  id,
  username,
  utr,
  unusualUtr: !/^\d{12}$/.test(utr),
  amount: money(paise),
  status: 'PENDING',
  createdAt: '2026-11-28T04:00:00.000Z',
  decidedBy: null,
});

export const reconciliation = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'StatementReconciliation',
  statement: bankStatement(),
  matched: [
    {
      __typename: 'StatementMatch',
      line: statementLine(5, 25_000, '412345678901'),
      deposit: statementDeposit('31', 'asha', 25_000, '412345678901'),
    },
    {
      __typename: 'StatementMatch',
      line: statementLine(6, 10_000, '412345678902'),
      deposit: statementDeposit('32', 'ravi', 10_000, '412345678902'),
    },
  ],
  matchedTotal: money(35_000),
  amountDiffers: [
    {
      __typename: 'StatementMatch',
      line: statementLine(7, 15_000, '412345678903'),
      deposit: statementDeposit('33', 'meena', 20_000, '412345678903'),
    },
  ],
  alreadyDecided: [],
  noRequest: [
    {
      __typename: 'StatementCreditWithoutRequest',
      line: statementLine(8, 40_000, '412345678904'),
      likelyPlayer: {
        __typename: 'StatementLikelyPlayer',
        userId: '12',
        username: 'vikram',
        reference: 'CCL22A7',
      },
    },
  ],
  notOnStatement: [statementDeposit('34', 'kiran', 7_500, '123')],
  ...overrides,
});

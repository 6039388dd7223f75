/** The money desk's words: what each decision does, said in rupees and names. */

interface Subject {
  amount: { formatted: string };
  username?: string | null;
  userId: string;
}

/** The player as the desk names them: username, else the account id. */
export const playerName = (transaction: Pick<Subject, 'username' | 'userId'>) =>
  transaction.username ?? `player #${transaction.userId}`;

export const MONEY_TEXTS = {
  approveDeposit: (t: Subject) => `Credit ${t.amount.formatted} to ${playerName(t)}?`,
  approveDepositLabel: (t: Subject) => `Credit ${t.amount.formatted}`,
  deposited: (t: Subject) => `${t.amount.formatted} credited to ${playerName(t)}`,
  rejectDeposit: (t: Subject) =>
    `${t.amount.formatted} will not be credited. ${playerName(t)} sees the reason in their transactions.`,
  depositRejected: (t: Subject) => `Deposit of ${t.amount.formatted} rejected`,
  markPaid: (t: Subject & { upiId?: string | null }) =>
    `Pay ${t.amount.formatted} to ${t.upiId ?? 'the UPI id'} first, then enter the reference (UTR) of that payment.`,
  paid: (t: Subject) => `Withdrawal of ${t.amount.formatted} to ${playerName(t)} marked paid`,
  rejectWithdrawal: (t: Subject) =>
    `${t.amount.formatted} returns to ${playerName(t)}'s wallet. They see the reason in their transactions.`,
  withdrawalRejected: (t: Subject) =>
    `Withdrawal rejected: ${t.amount.formatted} returned to ${playerName(t)}`,
  reasonLabel: 'Reason (the player sees it)',
  failed: 'The decision was not saved. Try again.',
  loadFailed: 'Could not load the money desk',
} as const;

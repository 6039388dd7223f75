import { moneyOf, parseRupees } from '#common/money';
import { gatewayError } from '../../errors/error-model';
import type {
  DepositInput,
  Money,
  MoneyDirection,
  TransactionStatus,
  TransactionType,
  UserError,
  WithdrawInput,
} from '../../generated/resolvers-types';
import type { UpstreamTransaction } from '../../upstream/player-types';

/**
 * Money from the upstream's rupees (a JSON number, or a decimal string). An amount that is
 * not exact rupees and paise is a broken answer, never rounded into something else.
 */
export function moneyFromRupees(rupees: unknown): Money {
  const paise = parseRupees(rupees);
  if (paise === undefined) throw gatewayError('UPSTREAM_ERROR');
  return moneyOf(paise);
}

/** A transaction's amount is always positive; its direction says which way it went. */
export const transactionAmount = (amount: number | string): Money =>
  moneyFromRupees(typeof amount === 'number' ? Math.abs(amount) : amount.replace(/^\s*-/, ''));

const KINDS = new Map<string, { type: TransactionType; direction: MoneyDirection }>([
  ['ADD_MONEY', { type: 'DEPOSIT', direction: 'CREDIT' }],
  ['WITHDRAW', { type: 'WITHDRAWAL', direction: 'DEBIT' }],
  ['ENTRY_FEE', { type: 'ENTRY_FEE', direction: 'DEBIT' }],
  ['REFUND', { type: 'REFUND', direction: 'CREDIT' }],
  ['WINNINGS', { type: 'WINNINGS', direction: 'CREDIT' }],
]);
const UNKNOWN_KIND = { type: 'OTHER', direction: 'DEBIT' } as const;

/** SPEC §3: ADD_MONEY is a deposit; a type this API does not know counts as money going out. */
export const kindOf = (transaction: Pick<UpstreamTransaction, 'type'>) =>
  KINDS.get(String(transaction.type).toUpperCase()) ?? UNKNOWN_KIND;

/** The upstream's name of a transaction type; undefined for OTHER, which it has no name for. */
export const upstreamTypeOf = (type: TransactionType): string | undefined =>
  [...KINDS].find(([, kind]) => kind.type === type)?.[0];

/** SPEC §2: APPROVED and PENDING as they are, any other status is treated as rejected. */
export function statusOf(transaction: Pick<UpstreamTransaction, 'status'>): TransactionStatus {
  const status = String(transaction.status).toUpperCase();
  return status === 'APPROVED' || status === 'PENDING' ? status : 'REJECTED';
}

/** Null when the platform gave no date (the screen then shows N/A) or one that is no date. */
export function createdAtOf(transaction: Pick<UpstreamTransaction, 'transactionDate'>) {
  const date = transaction.transactionDate;
  return date && !Number.isNaN(Date.parse(date)) ? date : null;
}

/** SPEC §2: the wallet lists the server's transactions in reverse order, newest first. */
export const newestFirst = (transactions: readonly UpstreamTransaction[]) =>
  [...transactions].reverse();

const PLAIN_NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * The form's decimal string as the rupees the shared rules check and the upstream takes.
 * Exact amounts go through parseRupees; a plain number it refuses (negative, too many
 * decimals) is still given to the rules so their own message explains why; anything else is
 * no amount ("Please enter an amount").
 */
export function rupeesOf(amount: string): number | undefined {
  const paise = parseRupees(amount);
  if (paise !== undefined) return paise / 100;
  return PLAIN_NUMBER.test(amount) ? Number(amount) : undefined;
}

/** The add-money body (SPEC §7): the amount as a JSON number of rupees. */
export const depositBody = (input: DepositInput) => ({
  amount: rupeesOf(input.amount),
  transactionId: input.transactionId,
  bankUsername: input.bankUsername,
});

export const withdrawalBody = (input: WithdrawInput) => ({
  amount: rupeesOf(input.amount),
  beneficiaryName: input.beneficiaryName,
  upiId: input.upiId,
  phonePeNumber: input.phonePeNumber,
});

/** SPEC §4 and §8: the upstream answers 208 for a UTR it has seen; nothing is credited again. */
export const ALREADY_SUBMITTED_STATUS = 208;
export const ALREADY_SUBMITTED: UserError = {
  field: 'transactionId',
  code: 'ALREADY_SUBMITTED',
  message: 'Already submitted.',
};

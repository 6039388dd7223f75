import { formatRupees } from '#common/money';
import { type ProposedPayout, pastPoolProblem, totalPaise } from '#common/payouts';
import { PAYOUT_MIN_PAISE } from './payout-plan';

/** "1 player", "3 players". */
export const playerCount = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

/** What the pool holds and what it paid so far, in paise, as the platform has it. */
export interface PoolState {
  poolPaise: number;
  paidPaise: number;
}

/** Why the proposal cannot be paid as it stands, or null. */
export function payoutProblem(
  status: string,
  toPay: readonly ProposedPayout[],
  sharesValid: boolean,
  pool: PoolState,
): string | null {
  if (status !== 'COMPLETED') {
    return `Prizes are paid once the tournament is completed; it is ${status.toLowerCase()}.`;
  }
  if (!sharesValid) return 'Each share must be a number of 0 or more.';
  if (toPay.length === 0) {
    return 'Nobody is left to pay: the prize table gives nothing more, or no player has an account.';
  }
  const twice = toPay.find(
    (payout, index) => toPay.findIndex((other) => other.userId === payout.userId) !== index,
  );
  if (twice) return `${twice.username} is in two prize-winning teams: remove one.`;
  const small = toPay.find((payout) => payout.amountPaise < PAYOUT_MIN_PAISE);
  if (small) {
    return `Each payout must be at least ₹1: ${small.username} would get ${formatRupees(small.amountPaise)}.`;
  }
  return pastPoolProblem(totalPaise(toPay), pool.poolPaise, pool.paidPaise);
}

/**
 * Prize payouts proposed from a tournament's standings: the prize table gives an amount per
 * rank, a team's prize is split among its members with accounts, equally or by shares. All in
 * integer paise; a split never loses or makes up a paisa (the remainder goes to the first
 * members, one paisa each).
 */

import { formatRupees } from './money';

export interface PayoutMember {
  userId: string;
  username: string;
  /** A relative weight; equal shares when every member has the same. */
  share: number;
}

export interface PayoutTeam {
  teamName: string;
  rank: number;
  disqualified: boolean;
  members: PayoutMember[];
}

export interface ProposedPayout {
  userId: string;
  username: string;
  teamName: string;
  rank: number;
  amountPaise: number;
}

/** Splits `totalPaise` by the members' shares; sums to `totalPaise` exactly. */
export function splitPaise(totalPaise: number, shares: readonly number[]): number[] {
  const weights = shares.map((share) => (Number.isFinite(share) && share > 0 ? share : 0));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0 || totalPaise <= 0) return shares.map(() => 0);
  const exact = weights.map((weight) => (totalPaise * weight) / weightSum);
  const floors = exact.map(Math.floor);
  let left = totalPaise - floors.reduce((sum, value) => sum + value, 0);
  // Largest remainders first, earlier members on ties, so the result is stable.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => (weights[index] ?? 0) > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

/**
 * The payouts for a prize table (`prizesPaise[0]` for rank 1, and so on). Disqualified teams
 * win nothing and the places they would have taken go to the next teams; teams sharing a rank
 * each get that rank's prize. Members with a zero amount are left out.
 */
export function proposePayouts(
  teams: readonly PayoutTeam[],
  prizesPaise: readonly number[],
): ProposedPayout[] {
  const eligible = teams
    .filter((team) => !team.disqualified)
    .sort((a, b) => a.rank - b.rank || a.teamName.localeCompare(b.teamName));
  const payouts: ProposedPayout[] = [];
  let place = 0;
  eligible.forEach((team, index) => {
    const previous = eligible[index - 1];
    if (!previous || previous.rank !== team.rank) place = index;
    const prize = prizesPaise[place] ?? 0;
    const amounts = splitPaise(
      prize,
      team.members.map((member) => member.share),
    );
    team.members.forEach((member, memberIndex) => {
      const amountPaise = amounts[memberIndex] ?? 0;
      if (amountPaise > 0) {
        payouts.push({
          userId: member.userId,
          username: member.username,
          teamName: team.teamName,
          rank: team.rank,
          amountPaise,
        });
      }
    });
  });
  return payouts;
}

export const totalPaise = (payouts: readonly { amountPaise: number }[]) =>
  payouts.reduce((sum, payout) => sum + payout.amountPaise, 0);

/** What is left of a prize pool after `paidPaise` was paid from it; never below zero. */
export const poolLeftPaise = (poolPaise: number, paidPaise: number) =>
  Math.max(0, poolPaise - paidPaise);

/**
 * Why prizes of `totalPaise` cannot be paid from the pool, or null when they fit: the console
 * and the backend say it in the same words.
 */
export function pastPoolProblem(
  totalPaidNowPaise: number,
  poolPaise: number,
  paidPaise: number,
): string | null {
  const left = poolLeftPaise(poolPaise, paidPaise);
  if (totalPaidNowPaise <= left) return null;
  return (
    `These prizes total ${formatRupees(totalPaidNowPaise)}, but only ${formatRupees(left)} of the ` +
    `${formatRupees(poolPaise)} prize pool is left (${formatRupees(paidPaise)} paid so far)`
  );
}

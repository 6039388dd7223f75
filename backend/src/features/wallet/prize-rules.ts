import { formatRupees, paiseToRupees } from '#common/money';
import { pastPoolProblem, poolLeftPaise } from '#common/payouts';
import type { TournamentStatus } from '../../db/schema';
import { conflict, conflictWith, forbidden, invalid } from '../../errors';
import type { Roster } from './wallet-repository';

/** What the rules read of a payout: who is paid, for which team, and why if off the roster. */
export interface PayeeLine {
  userId: number;
  teamId?: number | undefined;
  reason?: string | null | undefined;
}

/**
 * The rules of prize money, checked in the payout's own transaction with the tournament's row
 * locked (decision 029): only for a completed tournament, never past its prize pool, to the
 * players of the team the prize is for unless the organiser says why, and never by an organiser
 * to their own account.
 */

export const OWN_PRIZE = 'You cannot pay a prize to your own account: another organiser must';
export const OWN_DECISION =
  'You cannot decide a transaction of your own account: another organiser must';

export interface PrizeTournament {
  status: TournamentStatus;
  tourn_pp_paise: number | string;
}

export function assertCompleted(tournament: PrizeTournament): void {
  if (tournament.status !== 'completed') {
    throw conflict(
      `Prizes are paid only for a completed tournament; this one is ${tournament.status}`,
    );
  }
}

/** Whoever moves money answers for it to someone else: an organiser never pays themselves. */
export function assertNotOwnPrize(payouts: readonly PayeeLine[], organiserId: number): void {
  if (payouts.some((payout) => payout.userId === organiserId)) throw forbidden(OWN_PRIZE);
}

export function assertNotOwnTransaction(ownerId: number, organiserId: number): void {
  if (ownerId === organiserId) throw forbidden(OWN_DECISION);
}

/**
 * Each payee is on the roster of the team named (or, without one, of any team of the
 * tournament); anyone else only with a reason, which the audit keeps.
 */
export function assertOnRosters(
  payouts: readonly PayeeLine[],
  rosters: ReadonlyMap<number, Roster>,
  usernames: ReadonlyMap<number, string>,
): void {
  for (const [index, payout] of payouts.entries()) {
    const team = payout.teamId === undefined ? undefined : rosters.get(payout.teamId);
    if (payout.teamId !== undefined && !team) {
      throw invalid(
        `There is no team with id ${payout.teamId} in this tournament`,
        `payouts[${index}].teamId`,
      );
    }
    if (payout.reason) continue;
    const teams = team ? [team] : [...rosters.values()];
    if (teams.some((roster) => roster.members.has(payout.userId))) continue;
    const who = usernames.get(payout.userId) ?? `Player ${payout.userId}`;
    const message = team
      ? `${who} is not on ${team.teamName}'s roster: give a reason to pay them`
      : `${who} did not play in this tournament: give a reason to pay them`;
    throw invalid(message, `payouts[${index}].reason`);
  }
}

/**
 * The 409 for prizes past what is left of the pool, with the figures for programs. Prizes
 * waiting for a second organiser's approval count as taken (`waitingPaise`), so two proposals
 * cannot promise the same rupee twice.
 */
export function assertWithinPool(
  totalPaise: number,
  poolPaise: number,
  paidPaise: number,
  waitingPaise = 0,
): void {
  const left = poolLeftPaise(poolPaise, paidPaise + waitingPaise);
  const figures = {
    prizePool: paiseToRupees(poolPaise),
    paidSoFar: paiseToRupees(paidPaise),
    left: paiseToRupees(left),
  };
  if (waitingPaise === 0) {
    const problem = pastPoolProblem(totalPaise, poolPaise, paidPaise);
    if (problem) throw conflictWith(problem, figures);
    return;
  }
  if (totalPaise <= left) return;
  throw conflictWith(
    `These prizes total ${formatRupees(totalPaise)}, but only ${formatRupees(left)} of the ` +
      `${formatRupees(poolPaise)} prize pool is left (${formatRupees(paidPaise)} paid so far, ` +
      `${formatRupees(waitingPaise)} waiting for approval)`,
    { ...figures, waitingForApproval: paiseToRupees(waitingPaise) },
  );
}

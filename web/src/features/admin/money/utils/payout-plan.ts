import { array, number, object } from 'yup';
import { hasWholePaise, paiseToRupeeString, parseRupees } from '#common/money';
import { type PayoutTeam, type ProposedPayout, proposePayouts } from '#common/payouts';
import type { PayoutTournamentQuery } from '../../../../generated/admin';

/**
 * The prize payout screen's arithmetic around `common/payouts`: the prize table's rule, the
 * teams of the standings joined to their members' accounts, and the members' shares.
 */

type AdminTournament = NonNullable<PayoutTournamentQuery['admin']['tournament']>;
type Standing = AdminTournament['tournament']['standings']['overall'][number];
type Team = AdminTournament['teams'][number];

/** The backend pays at least ₹1 per payout. */
export const PAYOUT_MIN_PAISE = 100;

/**
 * A place's prize: exact rupees (to the paisa), never negative. A place left empty has no
 * prize, so an organiser paying only the winner types one amount and the proposal shows.
 */
const prizeAmountField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError('Enter an amount in rupees')
    .optional()
    .min(0, 'Amount cannot be negative')
    .max(10_000_000, 'Amount cannot exceed ₹1,00,00,000')
    .test('whole-paise', 'Amount can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    );

export const prizeTableSchema = object({
  prizes: array(object({ amount: prizeAmountField() }))
    .required()
    .min(1, 'Enter the prize of at least one place'),
});

/** A number input's value: a number, or '' while empty. */
export type PrizeRow = { amount: number | '' };

/** The table's prizes in paise (first place first), or null while any row breaks the rule. */
export function prizesPaise(rows: readonly PrizeRow[]): number[] | null {
  if (!prizeTableSchema.isValidSync({ prizes: rows })) return null;
  const paise = rows.map((row) => (row.amount === '' ? 0 : parseRupees(row.amount)));
  return paise.every((value): value is number => value !== undefined) ? paise : null;
}

export interface PlanMember {
  userId: string;
  username: string;
  /** Added by the organiser: an account that is not on the team's roster. */
  added: boolean;
  /** Why an added member is paid; the platform keeps it in the audit. */
  reason?: string;
}

/** A player of the team's sheet: the in-game name, and the account when it has one. */
export interface RosterLine {
  inGameName: string;
  username: string | null;
}

export interface PlanTeam {
  teamName: string;
  /** The team's id, which the payout names; null when no team has the standings' name. */
  teamId: string | null;
  rank: number;
  disqualified: boolean;
  /** False when no team of the tournament has the standings' name. */
  known: boolean;
  roster: RosterLine[];
  members: PlanMember[];
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The standings' teams in rank order with their members: the players who entered with an
 * account, then those the organiser added, each once.
 */
export function planTeams(
  standings: readonly Standing[],
  teams: readonly Team[],
  added: Readonly<Record<string, readonly PlanMember[]>>,
): PlanTeam[] {
  const byName = new Map(teams.map((team) => [sameName(team.name), team]));
  return standings.map((line) => {
    const team = byName.get(sameName(line.teamName));
    const entered = (team?.players ?? []).flatMap((player) =>
      player.userId
        ? [{ userId: player.userId, username: player.username ?? player.inGameName, added: false }]
        : [],
    );
    const members = [...entered, ...(added[line.teamName] ?? [])].filter(
      (member, index, all) => all.findIndex((other) => other.userId === member.userId) === index,
    );
    return {
      teamName: line.teamName,
      teamId: team?.id ?? null,
      rank: line.rank,
      disqualified: team?.status === 'DISQUALIFIED',
      known: Boolean(team),
      roster: (team?.players ?? []).map((player) => ({
        inGameName: player.inGameName,
        username: player.username ?? null,
      })),
      members,
    };
  });
}

/** Where a member's share is kept: per team, as a member could be added to two. */
export const shareKey = (teamName: string, userId: string) => `${teamName}\u0000${userId}`;

/** A share as typed: a number ≥ 0, or undefined when it is not one. */
export function parseShare(text: string | undefined): number | undefined {
  // Never typed: equal shares.
  if (text === undefined) return 1;
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const asPayoutTeams = (
  teams: readonly PlanTeam[],
  shares: Readonly<Record<string, string>>,
): PayoutTeam[] =>
  teams.map((team) => ({
    teamName: team.teamName,
    rank: team.rank,
    disqualified: team.disqualified,
    members: team.members.map((member) => ({
      userId: member.userId,
      username: member.username,
      share: parseShare(shares[shareKey(team.teamName, member.userId)]) ?? 0,
    })),
  }));

/**
 * Each team's prize by the same rule as the payouts (disqualified teams skipped, shared ranks
 * share a prize): the team stands in as its own single member.
 */
export function teamPrizes(teams: readonly PlanTeam[], prizes: readonly number[]) {
  const alone = teams.map((team) => ({
    ...team,
    members: [{ userId: team.teamName, username: team.teamName, share: 1 }],
  }));
  return new Map(proposePayouts(alone, prizes).map((prize) => [prize.teamName, prize.amountPaise]));
}

export function proposal(
  teams: readonly PlanTeam[],
  shares: Readonly<Record<string, string>>,
  prizes: readonly number[],
): ProposedPayout[] {
  return proposePayouts(asPayoutTeams(teams, shares), prizes);
}

/** The prize table's total: each place's prize once. */
export const prizeTableTotal = (prizes: readonly number[]) =>
  prizes.reduce((sum, prize) => sum + prize, 0);

/**
 * The payouts as the platform takes them: each names its team, and a member the organiser
 * added (not on the roster) carries the reason it is paid.
 */
export function payoutInputs(payouts: readonly ProposedPayout[], teams: readonly PlanTeam[]) {
  return payouts.map((payout) => {
    const team = teams.find((candidate) => candidate.teamName === payout.teamName);
    const member = team?.members.find((candidate) => candidate.userId === payout.userId);
    return {
      userId: payout.userId,
      amount: paiseToRupeeString(payout.amountPaise),
      note: `Rank ${payout.rank} prize, ${payout.teamName}`,
      ...(team?.teamId ? { teamId: team.teamId } : {}),
      ...(member?.reason ? { reason: member.reason } : {}),
    };
  });
}

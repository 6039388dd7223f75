import { paiseToRupeeString } from '#common/money';
import type { ProposedPayout } from '#common/payouts';
import {
  type PlanTeamInput,
  type TeamPrize,
  proposeFromTable,
  teamPrizesFromTable,
} from '#common/prize-proposal';
import type { StoredPrizeTable } from '#common/prize-table';
import type { PayoutTournamentQuery } from '../../../../generated/admin';

/**
 * The prize payout screen's arithmetic around `common/prize-proposal` (decision 044): the
 * tournament's own prize table, the plan's teams (standings, kills, members with accounts and
 * what each was paid), the members the organiser added, and their shares.
 */

type AdminTournament = NonNullable<PayoutTournamentQuery['admin']['tournament']>;
type Plan = AdminTournament['payoutPlan'];
type PlanTeamData = Plan['teams'][number];
type Team = AdminTournament['teams'][number];

/** The backend pays at least ₹1 per payout. */
export const PAYOUT_MIN_PAISE = 100;

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
  /** The team's id, which the payout names. */
  teamId: string;
  rank: number;
  kills: number;
  disqualified: boolean;
  roster: RosterLine[];
  members: PlanMember[];
}

/** What a player was already paid for this tournament, and by whom. */
export interface PaidPrize {
  paise: number;
  amount: string;
  paidBy: string | null;
}

/** The table as `common/prize-table` holds it, from the schema's Money; null when none. */
export function storedTableOf(table: Plan['prizeTable']): StoredPrizeTable | null {
  if (!table) return null;
  return {
    rankPaise: table.ranks.map((rank) => rank.amount.paise),
    perKillPaise: table.perKill?.paise ?? 0,
  };
}

const rosterOf = (team: Team | undefined): RosterLine[] =>
  (team?.players ?? []).map((player) => ({
    inGameName: player.inGameName,
    username: player.username ?? null,
  }));

/**
 * The plan's teams in rank order with their members: the accounts of the team, then those the
 * organiser added, each once.
 */
export function planTeams(
  planned: readonly PlanTeamData[],
  teams: readonly Team[],
  added: Readonly<Record<string, readonly PlanMember[]>>,
): PlanTeam[] {
  return planned.map((line) => {
    const own = line.members.map((member) => ({
      userId: member.userId,
      username: member.username,
      added: false,
    }));
    const members = [...own, ...(added[line.teamName] ?? [])].filter(
      (member, index, all) => all.findIndex((other) => other.userId === member.userId) === index,
    );
    return {
      teamName: line.teamName,
      teamId: line.teamId,
      rank: line.rank,
      kills: line.kills,
      disqualified: line.status === 'DISQUALIFIED',
      roster: rosterOf(teams.find((team) => team.id === line.teamId)),
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

const asPlanInputs = (
  teams: readonly PlanTeam[],
  shares: Readonly<Record<string, string>>,
  paid: ReadonlyMap<string, PaidPrize>,
): PlanTeamInput[] =>
  teams.map((team) => ({
    teamName: team.teamName,
    rank: team.rank,
    kills: team.kills,
    disqualified: team.disqualified,
    members: team.members.map((member) => ({
      userId: member.userId,
      username: member.username,
      share: parseShare(shares[shareKey(team.teamName, member.userId)]) ?? 0,
      paidPaise: paid.get(member.userId)?.paise ?? 0,
    })),
  }));

/** What the plan works from besides its teams: the table, the pool and who was paid. */
export interface PlanBasis {
  table: StoredPrizeTable | null;
  poolPaise: number;
  paid: ReadonlyMap<string, PaidPrize>;
}

/** Each team's prize from the table, what was paid of it and what is left, by team name. */
export function teamPrizes(
  teams: readonly PlanTeam[],
  shares: Readonly<Record<string, string>>,
  { table, poolPaise, paid }: PlanBasis,
): Map<string, TeamPrize> {
  const prizes = teamPrizesFromTable(asPlanInputs(teams, shares, paid), table, poolPaise);
  return new Map(prizes.map((prize) => [prize.teamName, prize]));
}

/** What is left to pay, member by member: paid players are never proposed again. */
export const proposal = (
  teams: readonly PlanTeam[],
  shares: Readonly<Record<string, string>>,
  { table, poolPaise, paid }: PlanBasis,
): ProposedPayout[] => proposeFromTable(asPlanInputs(teams, shares, paid), table, poolPaise);

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
      ...(team ? { teamId: team.teamId } : {}),
      ...(member?.reason ? { reason: member.reason } : {}),
    };
  });
}

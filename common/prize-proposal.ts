import { type ProposedPayout, proposePayouts, splitPaise } from './payouts';
import { type StoredPrizeTable, killPrizesBudgetPaise } from './prize-table';

/**
 * The prizes a tournament's table gives its standings, and what is left to pay of them once
 * some were paid (decision 044). The backend's payout plan and the payouts page both call it,
 * so the page's live proposal (shares changed, a player added) is the plan's own arithmetic.
 */

export interface PlanMemberInput {
  userId: string;
  username: string;
  /** A relative weight of the team's prize; equal shares when every member has the same. */
  share: number;
  /** What this member was already paid as a prize of this tournament. */
  paidPaise: number;
}

export interface PlanTeamInput {
  teamName: string;
  rank: number;
  kills: number;
  disqualified: boolean;
  members: PlanMemberInput[];
}

export interface TeamPrize {
  teamName: string;
  rankPrizePaise: number;
  killPrizePaise: number;
  prizePaise: number;
  paidPaise: number;
  /** The prize less what its members were paid; never below zero. */
  leftPaise: number;
}

/** Each ranked team's rank prize, by `proposePayouts`' rule (the team as its single member). */
function rankPrizes(teams: readonly PlanTeamInput[], table: StoredPrizeTable) {
  const alone = teams.map((team) => ({
    ...team,
    members: [{ userId: team.teamName, username: team.teamName, share: 1 }],
  }));
  return new Map(
    proposePayouts(alone, table.rankPaise).map((prize) => [prize.teamName, prize.amountPaise]),
  );
}

/**
 * Kill prizes: kills times the per-kill amount, paid from what the rank prizes leave of the
 * pool; when the lobby's kills would take more, that remainder is shared by kills instead.
 */
function killPrizes(teams: readonly PlanTeamInput[], table: StoredPrizeTable, poolPaise: number) {
  const eligible = teams.filter((team) => !team.disqualified);
  const asked = eligible.map((team) => Math.max(0, team.kills) * table.perKillPaise);
  const budget = killPrizesBudgetPaise(table, poolPaise);
  const wanted = asked.reduce((sum, amount) => sum + amount, 0);
  const given = wanted <= budget ? asked : splitPaise(budget, asked);
  return new Map(eligible.map((team, index) => [team.teamName, given[index] ?? 0]));
}

/** Every team's prize from the table, what its members were paid, and what is left of it. */
export function teamPrizesFromTable(
  teams: readonly PlanTeamInput[],
  table: StoredPrizeTable | null,
  poolPaise: number,
): TeamPrize[] {
  const ranks = table ? rankPrizes(teams, table) : new Map<string, number>();
  const kills = table ? killPrizes(teams, table, poolPaise) : new Map<string, number>();
  return teams.map((team) => {
    const rankPrizePaise = ranks.get(team.teamName) ?? 0;
    const killPrizePaise = kills.get(team.teamName) ?? 0;
    const prizePaise = rankPrizePaise + killPrizePaise;
    const paidPaise = team.members.reduce((sum, member) => sum + member.paidPaise, 0);
    return {
      teamName: team.teamName,
      rankPrizePaise,
      killPrizePaise,
      prizePaise,
      paidPaise,
      leftPaise: Math.max(0, prizePaise - paidPaise),
    };
  });
}

/**
 * What is left to pay: each team's prize less what was paid, split by shares among the members
 * not yet paid (a player is paid once per tournament, so a paid one is never proposed again).
 */
export function proposeFromTable(
  teams: readonly PlanTeamInput[],
  table: StoredPrizeTable | null,
  poolPaise: number,
): ProposedPayout[] {
  const prizes = teamPrizesFromTable(teams, table, poolPaise);
  return teams.flatMap((team, index) => {
    const unpaid = team.members.filter((member) => member.paidPaise === 0);
    const amounts = splitPaise(
      prizes[index]?.leftPaise ?? 0,
      unpaid.map((member) => member.share),
    );
    return unpaid.flatMap((member, memberIndex) => {
      const amountPaise = amounts[memberIndex] ?? 0;
      if (amountPaise <= 0) return [];
      const { userId, username } = member;
      return [{ userId, username, teamName: team.teamName, rank: team.rank, amountPaise }];
    });
  });
}

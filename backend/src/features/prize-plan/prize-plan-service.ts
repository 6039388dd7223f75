import { type PlanTeamInput, proposeFromTable, teamPrizesFromTable } from '#common/prize-proposal';
import { poolLeftPaise, totalPaise } from '#common/payouts';
import type { StandingLine } from '#common/standings';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createWaitingPrizeReads } from '../money-control/public';
import { createResultService } from '../results/public';
import { TOURNAMENT_NOT_FOUND, createTournamentReads } from '../tournaments/public';
import {
  type PlanMemberRow,
  type PlanPaidRow,
  type PlanTeamRow,
  createPrizePlanRepository,
} from './prize-plan-repository';
import { type PlanTeam, toPayoutPlanJson } from './prize-plan-json';

const nameKey = (name: string) => name.trim().toLowerCase();

/** A team's accounts: its leader first, then each roster line with an account, once each. */
function accountsOf(team: PlanTeamRow, members: readonly PlanMemberRow[]) {
  const accounts = [{ userId: team.leader_id, username: team.leader_username }];
  for (const member of members) {
    if (member.team_id !== team.id) continue;
    if (accounts.some((account) => account.userId === member.user_id)) continue;
    accounts.push({ userId: member.user_id, username: member.username });
  }
  return accounts;
}

/** What each account was paid as a prize of the tournament, and by whom. */
const paidByUser = (rows: readonly PlanPaidRow[]) =>
  new Map(rows.map((row) => [row.user_id, { paise: Number(row.amount_paise), by: row.paid_by }]));

/** The standings' teams in rank order, joined to their accounts and what each was paid. */
function planTeams(
  standings: readonly StandingLine[],
  teams: readonly PlanTeamRow[],
  members: readonly PlanMemberRow[],
  paid: ReturnType<typeof paidByUser>,
): PlanTeam[] {
  const byName = new Map(teams.map((team) => [nameKey(team.team_name), team]));
  return standings.flatMap((line) => {
    const team = byName.get(nameKey(line.teamName));
    if (!team) return [];
    return [
      {
        teamId: team.id,
        teamName: team.team_name,
        rank: line.rank,
        kills: line.kills,
        status: team.status,
        members: accountsOf(team, members).map((account) => ({
          ...account,
          paidPaise: paid.get(account.userId)?.paise ?? 0,
          paidBy: paid.get(account.userId)?.by ?? null,
        })),
      },
    ];
  });
}

/**
 * A team as the proposal reads it; `waiting` (what proposals not yet approved would pay) counts
 * as paid there, so those players are not proposed again while the team cards show what was paid.
 */
const asPlanInput = (
  team: PlanTeam,
  waiting: ReadonlyMap<number, number> = new Map(),
): PlanTeamInput => ({
  teamName: team.teamName,
  rank: team.rank,
  kills: team.kills,
  disqualified: team.status === 'disqualified',
  members: team.members.map((member) => ({
    userId: String(member.userId),
    username: member.username,
    share: 1,
    paidPaise: member.paidPaise + (waiting.get(member.userId) ?? 0),
  })),
});

/**
 * The organiser's payout plan of a tournament (decision 044): per team of the standings its
 * rank, kills, prize from the table, its accounts and what each was paid, and the proposal of
 * what is left, in equal shares. It pays nothing: the payouts route does, by decision 029's rules.
 */
export function createPrizePlanService(deps: ServiceDeps) {
  const tournaments = createTournamentReads(deps.db);
  const results = createResultService(deps);
  const plans = createPrizePlanRepository(deps.db);
  const waitingPrizes = createWaitingPrizeReads(deps.db);

  return {
    async payoutPlan(tournamentId: number) {
      const tournament = await tournaments.findById(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const [standings, teamRows, memberRows, paidRows, waiting] = await Promise.all([
        results.standingLines(tournament),
        plans.teams(tournamentId),
        plans.members(tournamentId),
        plans.paid(tournamentId),
        waitingPrizes.waitingPaiseByPlayer(tournamentId),
      ]);
      const teams = planTeams(standings, teamRows, memberRows, paidByUser(paidRows));
      const poolPaise = Number(tournament.tourn_pp_paise);
      const table = tournament.prize_table;
      const inputs = teams.map((team) => asPlanInput(team));
      const paidPaise = paidRows.reduce((sum, row) => sum + Number(row.amount_paise), 0);
      const proposal = proposeFromTable(
        teams.map((team) => asPlanInput(team, waiting)),
        table,
        poolPaise,
      );
      return toPayoutPlanJson({
        tournament,
        teams,
        prizes: teamPrizesFromTable(inputs, table, poolPaise),
        proposal,
        pool: { poolPaise, paidPaise, leftPaise: poolLeftPaise(poolPaise, paidPaise) },
        proposedPaise: totalPaise(proposal),
      });
    },
  };
}

export type PrizePlanService = ReturnType<typeof createPrizePlanService>;

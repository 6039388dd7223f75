import type { Db } from '../../db/db';

/** The reads of a tournament's payout plan: its teams' accounts and the prizes paid so far. */
export function createPrizePlanRepository(db: Db) {
  return {
    /** Each team's leader and the roster lines with an account (squad members included). */
    members: (tournamentId: number) =>
      db
        .selectFrom('teams as t')
        .innerJoin('team_players as p', 'p.team_id', 't.id')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['t.id as team_id', 'p.position', 'u.id as user_id', 'u.username'])
        .where('t.tournament_id', '=', tournamentId)
        .orderBy('t.id')
        .orderBy('p.position')
        .execute(),

    teams: (tournamentId: number) =>
      db
        .selectFrom('teams as t')
        .innerJoin('users as l', 'l.id', 't.leader_id')
        .select(['t.id', 't.team_name', 't.status', 't.leader_id', 'l.username as leader_username'])
        .where('t.tournament_id', '=', tournamentId)
        .orderBy('t.id')
        .execute(),

    /** The prizes paid for the tournament: to whom, how much, and which organiser paid. */
    paid: (tournamentId: number) =>
      db
        .selectFrom('wallet_transactions as w')
        .leftJoin('users as d', 'd.id', 'w.decided_by')
        .select(['w.user_id', 'w.amount_paise', 'd.username as paid_by'])
        .where('w.tournament_id', '=', tournamentId)
        .where('w.type', '=', 'WINNINGS')
        .execute(),
  };
}

export type PrizePlanRepository = ReturnType<typeof createPrizePlanRepository>;
export type PlanTeamRow = Awaited<ReturnType<PrizePlanRepository['teams']>>[number];
export type PlanMemberRow = Awaited<ReturnType<PrizePlanRepository['members']>>[number];
export type PlanPaidRow = Awaited<ReturnType<PrizePlanRepository['paid']>>[number];

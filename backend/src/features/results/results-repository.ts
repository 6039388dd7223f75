import type { ResultRow } from '#common/standings';
import type { Db, Trx } from '../../db/db';

/** A match row to store: the shared result row, its team named by id, its place if known. */
export type NewMatchResult = Omit<ResultRow, 'teamName'> & { teamId: number; place?: number };

/** A result row's columns as SPEC §3 names its fields, with its team's name. */
const ROW_COLUMNS = [
  't.team_name',
  'r.player1_kills',
  'r.player2_kills',
  'r.player3_kills',
  'r.player4_kills',
  'r.position_points',
  'r.match_participated',
  'r.booyah',
] as const;

export function createResultsRepository(db: Db) {
  return {
    /** One row per team that has results, summed over every match. */
    totalsByTeam: (tournamentId: number) =>
      db
        .selectFrom('match_results as r')
        .innerJoin('teams as t', 't.id', 'r.team_id')
        .select(({ fn }) => [
          't.team_name',
          fn.sum<number>('r.player1_kills').as('player1_kills'),
          fn.sum<number>('r.player2_kills').as('player2_kills'),
          fn.sum<number>('r.player3_kills').as('player3_kills'),
          fn.sum<number>('r.player4_kills').as('player4_kills'),
          fn.sum<number>('r.position_points').as('position_points'),
          fn.sum<number>('r.match_participated').as('match_participated'),
          fn.sum<number>('r.booyah').as('booyah'),
        ])
        .where('r.tournament_id', '=', tournamentId)
        .groupBy(['t.id', 't.team_name'])
        .execute(),

    matchRows: (tournamentId: number, matchId: number) =>
      db
        .selectFrom('match_results as r')
        .innerJoin('teams as t', 't.id', 'r.team_id')
        .select(ROW_COLUMNS)
        .where('r.tournament_id', '=', tournamentId)
        .where('r.match_id', '=', matchId)
        .execute(),

    /**
     * Every posted row of a tournament with its team, by match number then team (booking
     * order); `matchId` narrows it to one match.
     */
    sheets: (trx: Trx | Db, tournamentId: number, matchId?: number) =>
      trx
        .selectFrom('match_results as r')
        .innerJoin('teams as t', 't.id', 'r.team_id')
        .select(['r.match_id', 'r.team_id', 'r.place', ...ROW_COLUMNS])
        .where('r.tournament_id', '=', tournamentId)
        .$if(matchId !== undefined, (qb) => qb.where('r.match_id', '=', matchId ?? 0))
        .orderBy('r.match_id')
        .orderBy('r.team_id')
        .execute(),

    /** Every team of the tournament (at most its slots), to match a sheet's names against. */
    teamsOf: (trx: Trx, tournamentId: number) =>
      trx
        .selectFrom('teams')
        .select(['id', 'team_name'])
        .where('tournament_id', '=', tournamentId)
        .execute(),

    /** A match's rows are replaced as a whole, so a corrected sheet leaves nothing stale. */
    async replaceMatch(trx: Trx, tournamentId: number, matchId: number, rows: NewMatchResult[]) {
      await trx
        .deleteFrom('match_results')
        .where('tournament_id', '=', tournamentId)
        .where('match_id', '=', matchId)
        .execute();
      await trx
        .insertInto('match_results')
        .values(
          rows.map((row) => ({
            tournament_id: tournamentId,
            match_id: matchId,
            team_id: row.teamId,
            player1_kills: row.player1Kills,
            player2_kills: row.player2Kills,
            player3_kills: row.player3Kills,
            player4_kills: row.player4Kills,
            position_points: row.positionPoints,
            match_participated: row.matchParticipated,
            booyah: row.booyah,
            place: row.place ?? null,
          })),
        )
        .execute();
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
export type TeamTotalsRow = Awaited<ReturnType<ResultsRepository['totalsByTeam']>>[number];
export type MatchResultRow = Awaited<ReturnType<ResultsRepository['matchRows']>>[number];
export type SheetRow = Awaited<ReturnType<ResultsRepository['sheets']>>[number];

import type { Db, Trx } from '../../db/db';

/**
 * The SQL of scoring by finishing order: the squads of a tournament, the match's row, and a
 * match's penalties, screenshots and corrections.
 */
export function createScoringRepository(db: Db) {
  return {
    /** Every squad of the tournament with its standing (absent and disqualified squads too). */
    squadsOf: (trx: Trx, tournamentId: number) =>
      trx
        .selectFrom('teams')
        .select(['id', 'team_name', 'status'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('id')
        .execute(),

    /** The members with an account of one squad: its bell. */
    membersOf: (trx: Trx, teamId: number) =>
      trx
        .selectFrom('team_players')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('user_id', 'is not', null)
        .execute(),

    /** The first posting of a match's results starts its dispute window; later ones do not. */
    markPosted: (trx: Trx, tournamentId: number, matchNo: number) =>
      trx
        .updateTable('matches')
        .set({ results_posted_at: new Date() })
        .where('tournament_id', '=', tournamentId)
        .where('match_no', '=', matchNo)
        .where('results_posted_at', 'is', null)
        .execute(),

    addPenalty: (
      trx: Trx,
      values: {
        tournament_id: number;
        match_no: number;
        team_id: number;
        points: number;
        reason: string;
        created_by: number;
      },
    ) => trx.insertInto('match_penalties').values(values).returningAll().executeTakeFirstOrThrow(),

    removePenalty: (trx: Trx, tournamentId: number, penaltyId: number) =>
      trx
        .deleteFrom('match_penalties')
        .where('tournament_id', '=', tournamentId)
        .where('id', '=', penaltyId)
        .returningAll()
        .executeTakeFirst(),

    /** A screenshot is a picture uploaded before (the banner upload's storage). */
    pictureExists: async (trx: Trx, pictureId: string) =>
      (await trx
        .selectFrom('pictures')
        .select('id')
        .where('id', '=', pictureId)
        .executeTakeFirst()) !== undefined,

    addScreenshot: (
      trx: Trx,
      values: { tournament_id: number; match_no: number; picture_id: string; created_by: number },
    ) =>
      trx.insertInto('match_screenshots').values(values).returningAll().executeTakeFirstOrThrow(),

    removeScreenshot: (trx: Trx, tournamentId: number, screenshotId: number) =>
      trx
        .deleteFrom('match_screenshots')
        .where('tournament_id', '=', tournamentId)
        .where('id', '=', screenshotId)
        .returningAll()
        .executeTakeFirst(),

    addCorrections: (
      trx: Trx,
      rows: {
        tournament_id: number;
        match_no: number;
        team_id: number;
        changes: string;
        reason: string;
        created_by: number;
      }[],
    ) => (rows.length ? trx.insertInto('result_corrections').values(rows).execute() : undefined),

    /** Penalties of a tournament with the squad's name, by match then when given. */
    penalties: (trx: Trx | Db, tournamentId: number) =>
      trx
        .selectFrom('match_penalties as p')
        .innerJoin('teams as t', 't.id', 'p.team_id')
        .select(['p.id', 'p.match_no', 'p.team_id', 't.team_name', 'p.points', 'p.reason'])
        .select('p.created_at')
        .where('p.tournament_id', '=', tournamentId)
        .orderBy('p.match_no')
        .orderBy('p.id')
        .execute(),

    screenshots: (tournamentId: number) =>
      db
        .selectFrom('match_screenshots')
        .select(['id', 'match_no', 'picture_id', 'created_at'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('match_no')
        .orderBy('id')
        .execute(),

    corrections: (tournamentId: number) =>
      db
        .selectFrom('result_corrections as c')
        .innerJoin('teams as t', 't.id', 'c.team_id')
        .select(['c.id', 'c.match_no', 'c.team_id', 't.team_name', 'c.changes', 'c.reason'])
        .select('c.created_at')
        .where('c.tournament_id', '=', tournamentId)
        .orderBy('c.match_no')
        .orderBy('c.id')
        .execute(),
  };
}

export type ScoringRepository = ReturnType<typeof createScoringRepository>;
export type SquadRow = Awaited<ReturnType<ScoringRepository['squadsOf']>>[number];
export type PenaltyRow = Awaited<ReturnType<ScoringRepository['penalties']>>[number];
export type ScreenshotRow = Awaited<ReturnType<ScoringRepository['screenshots']>>[number];
export type CorrectionRow = Awaited<ReturnType<ScoringRepository['corrections']>>[number];

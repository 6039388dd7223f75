import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';

/** The first match's start: its schedule row, else the tournament's own start. */
const firstMatchStart = sql<Date>`coalesce(
  (select m.starts_at from matches m where m.tournament_id = t.tourn_id and m.match_no = 1),
  t.tourn_start)`;

/** Check-in's reads and writes: the window, the squads, and the openings announced. */
export function createCheckInRepository(db: Db) {
  return {
    /** The tournament's check-in columns and its first match's start; locked when in a trx. */
    tournament: (id: number, trx: Trx | Db = db) =>
      trx
        .selectFrom('tournaments as t')
        .select([
          't.tourn_id',
          't.tourn_name',
          't.status',
          't.checkin_opens_minutes',
          't.checkin_closes_minutes',
          firstMatchStart.as('first_match_start'),
        ])
        .where('t.tourn_id', '=', id)
        .executeTakeFirst(),

    /** The squad `userId` is a member of in the tournament, locked until the trx ends. */
    lockTeamOfMember: (trx: Trx, tournamentId: number, userId: number) =>
      trx
        .selectFrom('teams')
        .select(['id', 'team_name', 'status', 'checked_in_at'])
        .where('tournament_id', '=', tournamentId)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('team_players')
            .select('team_id')
            .where('tournament_id', '=', tournamentId)
            .where('user_id', '=', userId),
        )
        .forUpdate()
        .executeTakeFirst(),

    teamOfMember: (tournamentId: number, userId: number) =>
      db
        .selectFrom('teams')
        .select(['id', 'team_name', 'status', 'checked_in_at'])
        .where('tournament_id', '=', tournamentId)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('team_players')
            .select('team_id')
            .where('tournament_id', '=', tournamentId)
            .where('user_id', '=', userId),
        )
        .executeTakeFirst(),

    markCheckedIn: (trx: Trx, teamId: number, at: Date) =>
      trx
        .updateTable('teams')
        .set({ checked_in_at: at })
        .where('id', '=', teamId)
        .where('checked_in_at', 'is', null)
        .executeTakeFirst(),

    /** Every squad of the tournament with its state, in booking order. */
    teams: (tournamentId: number) =>
      db
        .selectFrom('teams')
        .select(['id', 'team_name', 'status', 'status_reason', 'checked_in_at'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('id')
        .execute(),

    /** The account holders of a squad. */
    members: (trx: Trx | Db, teamId: number) =>
      trx
        .selectFrom('team_players')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('user_id', 'is not', null)
        .orderBy('position')
        .execute()
        .then((rows) => rows.map((row) => row.user_id as number)),

    /** Tournaments whose window is open at `now` and whose squads were not told yet. */
    dueOpenings: (now: Date) =>
      db
        .selectFrom('tournaments as t')
        .select([
          't.tourn_id',
          't.tourn_name',
          't.checkin_opens_minutes',
          't.checkin_closes_minutes',
          firstMatchStart.as('first_match_start'),
        ])
        .where('t.checkin_opens_minutes', 'is not', null)
        .where('t.status', 'in', ['upcoming', 'live'])
        .where(
          sql<boolean>`${firstMatchStart} - make_interval(mins => t.checkin_opens_minutes) <= ${now}`,
        )
        .where(
          sql<boolean>`${firstMatchStart} - make_interval(mins => t.checkin_closes_minutes) > ${now}`,
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('checkin_openings as o')
                .select('o.tournament_id')
                .whereRef('o.tournament_id', '=', 't.tourn_id'),
            ),
          ),
        )
        .execute(),

    /** Claims an opening's announcement; false when another copy already made it. */
    async claimOpening(trx: Trx, tournamentId: number): Promise<boolean> {
      const row = await trx
        .insertInto('checkin_openings')
        .values({ tournament_id: tournamentId })
        .onConflict((oc) => oc.column('tournament_id').doNothing())
        .returning('tournament_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CheckInRepository = ReturnType<typeof createCheckInRepository>;

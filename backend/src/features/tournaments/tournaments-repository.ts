import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type {
  TournamentKind,
  TournamentRow,
  TournamentStatus,
  TournamentsTable,
} from '../../db/schema';

export function createTournamentsRepository(db: Db) {
  return {
    findById: (id: number, trx: Trx | Db = db): Promise<TournamentRow | undefined> =>
      trx.selectFrom('tournaments').selectAll().where('tourn_id', '=', id).executeTakeFirst(),

    /**
     * The row, locked until the transaction ends: edits, cancellations and result posts of one
     * tournament then happen one after the other instead of overwriting each other.
     */
    findByIdForUpdate: (trx: Trx, id: number): Promise<TournamentRow | undefined> =>
      trx
        .selectFrom('tournaments')
        .selectAll()
        .where('tourn_id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /**
     * The row, share-locked until the transaction ends: an entry that takes no slot (joining a
     * team) then cannot slip in after an organiser cancels the tournament.
     */
    findByIdForShare: (trx: Trx, id: number): Promise<TournamentRow | undefined> =>
      trx
        .selectFrom('tournaments')
        .selectAll()
        .where('tourn_id', '=', id)
        .forShare()
        .executeTakeFirst(),

    /** Newest start first. */
    listByKind: (kind: TournamentKind): Promise<TournamentRow[]> =>
      db
        .selectFrom('tournaments')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('tourn_start', 'desc')
        .orderBy('tourn_id', 'desc')
        .execute(),

    /** Both kinds, newest start first, as the organiser's list filters them. */
    listForOrganiser(filter: {
      status?: TournamentStatus | undefined;
      kind?: TournamentKind | undefined;
    }) {
      let query = db
        .selectFrom('tournaments')
        .selectAll()
        .orderBy('tourn_start', 'desc')
        .orderBy('tourn_id', 'desc');
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      return query.execute();
    },

    /**
     * The highest match number that has results, 0 when none has: the fewest matches an edit
     * may leave the tournament with.
     */
    async lastMatchWithResults(trx: Trx, tournamentId: number): Promise<number> {
      const row = await trx
        .selectFrom('match_results')
        .select(({ fn }) => fn.max('match_id').as('last'))
        .where('tournament_id', '=', tournamentId)
        .executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    insert: (trx: Trx, values: Insertable<TournamentsTable>): Promise<TournamentRow> =>
      trx.insertInto('tournaments').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (trx: Trx, id: number, changes: Updateable<TournamentsTable>): Promise<TournamentRow> =>
      trx
        .updateTable('tournaments')
        .set({ ...changes, updated_at: new Date() })
        .where('tourn_id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;

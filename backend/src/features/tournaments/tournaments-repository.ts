import type { Db } from '../../db/database';
import type { TournamentKind, TournamentRow } from '../../db/schema';
import type { Trx } from '../wallet/ledger-repository';

export function createTournamentsRepository(db: Db) {
  return {
    findById: (id: number, trx: Trx | Db = db): Promise<TournamentRow | undefined> =>
      trx.selectFrom('tournaments').selectAll().where('tourn_id', '=', id).executeTakeFirst(),

    /** Newest start first. */
    listByKind: (kind: TournamentKind): Promise<TournamentRow[]> =>
      db
        .selectFrom('tournaments')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('tourn_start', 'desc')
        .orderBy('tourn_id', 'desc')
        .execute(),
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;

import type { Db } from '../../db/database';
import type { TransactionStatus, TransactionType, WalletTransactionRow } from '../../db/schema';
import type { Trx } from './ledger-repository';

/** A wallet transaction with its owner's username, as organisers see it. */
export type TransactionWithOwner = WalletTransactionRow & { username: string };

export interface TransactionFilter {
  status?: TransactionStatus | undefined;
  type?: TransactionType | undefined;
  limit: number;
  beforeId?: number | undefined;
}

/** Reads and decisions of wallet transactions; money itself moves only in ledger-repository. */
export function createWalletRepository(db: Db) {
  const withOwner = (trx: Trx | Db) =>
    trx
      .selectFrom('wallet_transactions as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .selectAll('t')
      .select('u.username');

  return {
    /** 0 when the user has never had a ledger entry (no wallet row yet). */
    async balancePaise(userId: number): Promise<number> {
      const row = await db
        .selectFrom('wallets')
        .select('balance_paise')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.balance_paise ?? 0);
    },

    /** Oldest first: the spec's client reverses the list itself. */
    listForUser: (userId: number): Promise<WalletTransactionRow[]> =>
      db
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'asc')
        .execute(),

    /** Newest first, one page at a time. */
    list(filter: TransactionFilter): Promise<TransactionWithOwner[]> {
      let query = withOwner(db).orderBy('t.id', 'desc').limit(filter.limit);
      if (filter.status) query = query.where('t.status', '=', filter.status);
      if (filter.type) query = query.where('t.type', '=', filter.type);
      if (filter.beforeId) query = query.where('t.id', '<', filter.beforeId);
      return query.execute();
    },

    findWithOwner: (trx: Trx | Db, id: number): Promise<TransactionWithOwner | undefined> =>
      withOwner(trx).where('t.id', '=', id).executeTakeFirst(),

    /** Holds the row until the transaction ends, so two organisers cannot both decide it. */
    lockTransaction: (trx: Trx, id: number): Promise<WalletTransactionRow | undefined> =>
      trx
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async markDecided(
      trx: Trx,
      decision: { id: number; status: TransactionStatus; decidedBy: number; note?: string },
    ): Promise<void> {
      await trx
        .updateTable('wallet_transactions')
        .set({
          status: decision.status,
          decided_at: new Date(),
          decided_by: decision.decidedBy,
          ...(decision.note === undefined ? {} : { note: decision.note }),
        })
        .where('id', '=', decision.id)
        .execute();
    },

    /** Serialises payouts of one tournament; false when it does not exist. */
    lockTournament: async (trx: Trx, tournamentId: number): Promise<boolean> =>
      (await trx
        .selectFrom('tournaments')
        .select('tourn_id')
        .where('tourn_id', '=', tournamentId)
        .forUpdate()
        .executeTakeFirst()) !== undefined,

    usernames: async (trx: Trx, userIds: number[]): Promise<Map<number, string>> => {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', 'in', userIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The users among `userIds` who already received winnings for the tournament. */
    alreadyPaid: async (trx: Trx, tournamentId: number, userIds: number[]): Promise<number[]> =>
      (
        await trx
          .selectFrom('wallet_transactions')
          .select('user_id')
          .where('tournament_id', '=', tournamentId)
          .where('type', '=', 'WINNINGS')
          .where('user_id', 'in', userIds)
          .execute()
      ).map((row) => row.user_id),

    listByIds: (trx: Trx, ids: number[]): Promise<TransactionWithOwner[]> =>
      withOwner(trx).where('t.id', 'in', ids).orderBy('t.id', 'asc').execute(),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;

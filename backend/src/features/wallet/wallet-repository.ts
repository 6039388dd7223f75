import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import { containing } from '../../db/like';
import type { TransactionStatus, TransactionType, WalletTransactionRow } from '../../db/schema';

/** A wallet transaction with its owner's and its decider's usernames, as organisers see it. */
export type TransactionWithOwner = WalletTransactionRow & {
  username: string;
  decided_by_username: string | null;
};

export interface TransactionFilter {
  status?: TransactionStatus | undefined;
  type?: TransactionType | undefined;
  /** Part of the UTR, any case. */
  utr?: string | undefined;
  userId?: number | undefined;
  limit: number;
  beforeId?: number | undefined;
}

/** A prize already paid: to whom, and by which organiser. */
export interface PaidPrize {
  userId: number;
  paidBy: string | null;
}

/** A team of the tournament and the accounts on it (its roster's accounts and its leader). */
export interface Roster {
  teamName: string;
  members: ReadonlySet<number>;
}

/** Reads and decisions of wallet transactions; money itself moves only in ledger-repository. */
export function createWalletRepository(db: Db) {
  const withOwner = (trx: Trx | Db) =>
    trx
      .selectFrom('wallet_transactions as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('users as d', 'd.id', 't.decided_by')
      .selectAll('t')
      .select(['u.username', 'd.username as decided_by_username']);

  return {
    /** 0 when the user has never had a ledger entry (no wallet row yet). */
    async balancePaise(userId: number, trx: Trx | Db = db): Promise<number> {
      const row = await trx
        .selectFrom('wallets')
        .select('balance_paise')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.balance_paise ?? 0);
    },

    /** Demo accounts play with seeded money that may not leave the wallet. */
    async isDemoAccount(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('is_demo')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.is_demo === true;
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
      if (filter.userId) query = query.where('t.user_id', '=', filter.userId);
      if (filter.utr) query = query.where('t.utr', 'ilike', containing(filter.utr));
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
      decision: {
        id: number;
        status: TransactionStatus;
        decidedBy: number;
        note?: string | undefined;
        payoutReference?: string | undefined;
      },
    ): Promise<void> {
      await trx
        .updateTable('wallet_transactions')
        .set({
          status: decision.status,
          decided_at: new Date(),
          decided_by: decision.decidedBy,
          ...(decision.note === undefined ? {} : { note: decision.note }),
          ...(decision.payoutReference === undefined
            ? {}
            : { payout_reference: decision.payoutReference }),
        })
        .where('id', '=', decision.id)
        .execute();
    },

    /**
     * Serialises payouts of one tournament, so the pool check of one sees what the other paid;
     * undefined when it does not exist.
     */
    lockTournament: (trx: Trx, tournamentId: number) =>
      trx
        .selectFrom('tournaments')
        .select(['tourn_id', 'tourn_name', 'status', 'tourn_pp_paise'])
        .where('tourn_id', '=', tournamentId)
        .forUpdate()
        .executeTakeFirst(),

    usernames: async (trx: Trx, userIds: number[]): Promise<Map<number, string>> => {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', 'in', userIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** Everything ever paid as prizes of a tournament, gross (before tax withheld), in paise. */
    async prizesPaidPaise(trx: Trx | Db, tournamentId: number): Promise<number> {
      const row = await trx
        .selectFrom('wallet_transactions')
        .select((eb) =>
          eb.fn
            .coalesce(eb.fn.sum<string>(eb.fn.coalesce('gross_paise', 'amount_paise')), eb.lit(0))
            .as('paid'),
        )
        .where('tournament_id', '=', tournamentId)
        .where('type', '=', 'WINNINGS')
        .executeTakeFirstOrThrow();
      return Number(row.paid);
    },

    /** The prizes paid for a tournament, oldest first, with who got and who paid each. */
    prizesOf: (tournamentId: number): Promise<TransactionWithOwner[]> =>
      withOwner(db)
        .where('t.tournament_id', '=', tournamentId)
        .where('t.type', '=', 'WINNINGS')
        .orderBy('t.id', 'asc')
        .execute(),

    /** Each team of a tournament with the accounts on it: its roster's and its leader's. */
    async rosters(trx: Trx, tournamentId: number): Promise<Map<number, Roster>> {
      const rows = await trx
        .selectFrom('teams as t')
        .leftJoin('team_players as p', 'p.team_id', 't.id')
        .select(['t.id', 't.team_name', 't.leader_id', 'p.user_id'])
        .where('t.tournament_id', '=', tournamentId)
        .execute();
      const rosters = new Map<number, { teamName: string; members: Set<number> }>();
      for (const row of rows) {
        const roster = rosters.get(row.id) ?? {
          teamName: row.team_name,
          members: new Set([row.leader_id]),
        };
        if (row.user_id !== null) roster.members.add(row.user_id);
        rosters.set(row.id, roster);
      }
      return rosters;
    },

    /** The users among `userIds` who already received winnings for the tournament. */
    alreadyPaid: async (trx: Trx, tournamentId: number, userIds: number[]): Promise<PaidPrize[]> =>
      (
        await trx
          .selectFrom('wallet_transactions as t')
          .leftJoin('users as d', 'd.id', 't.decided_by')
          .select(['t.user_id', 'd.username'])
          .where('t.tournament_id', '=', tournamentId)
          .where('t.type', '=', 'WINNINGS')
          .where('t.user_id', 'in', userIds)
          .execute()
      ).map((row) => ({ userId: row.user_id, paidBy: row.username })),

    /**
     * The newest `limit` ledger entries of a user, newest first, each with the balance right
     * after it: a running sum over the whole history, so it holds however far back the page
     * reaches.
     */
    ledger: (trx: Trx | Db, userId: number, limit: number) =>
      trx
        .selectFrom('ledger_entries as l')
        .innerJoin('wallet_transactions as t', 't.id', 'l.transaction_id')
        .select([
          'l.id',
          'l.created_at',
          'l.transaction_id',
          't.type',
          'l.reason',
          'l.amount_paise',
        ])
        .select(sql<number>`sum(l.amount_paise) over (order by l.id)`.as('balance_after'))
        .where('l.user_id', '=', userId)
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute(),

    listByIds: (trx: Trx, ids: number[]): Promise<TransactionWithOwner[]> =>
      withOwner(trx).where('t.id', 'in', ids).orderBy('t.id', 'asc').execute(),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
export type LedgerRow = Awaited<ReturnType<WalletRepository['ledger']>>[number];

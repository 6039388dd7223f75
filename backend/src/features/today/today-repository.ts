import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { TournamentRow, TransactionType } from '../../db/schema';

/** A started tournament and the match numbers that have no result rows yet. */
export type ResultsDueRow = TournamentRow & { missing_matches: number[] };

/** What needs the organiser now, read across the wallet and the tournaments. */
export function createTodayRepository(db: Db) {
  return {
    /** How many requests of a kind wait for a decision, and their sum in paise. */
    async pending(type: TransactionType): Promise<{ count: number; amountPaise: number }> {
      const row = await db
        .selectFrom('wallet_transactions')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('amount'),
        ])
        .where('status', '=', 'PENDING')
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), amountPaise: Number(row.amount) };
    },

    /** Money proposals waiting for a second organiser's approval (decision 043). */
    async waitingProposals(): Promise<number> {
      const row = await db
        .selectFrom('money_proposals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'waiting')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Disputes of match results waiting for the organiser's resolution. */
    async openDisputes(): Promise<number> {
      const row = await db
        .selectFrom('disputes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Complaints waiting for the officer (a dispute's is counted with the disputes). */
    async waitingGrievances(): Promise<number> {
      const row = await db
        .selectFrom('grievances')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', 'in', ['open', 'acknowledged'])
        .where('dispute_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Upcoming or live, match 1's room not published, starting by `horizon` (started ones too). */
    roomsDue: (horizon: Date, limit: number): Promise<TournamentRow[]> =>
      db
        .selectFrom('tournaments')
        .selectAll()
        .where('status', 'in', ['upcoming', 'live'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('matches')
                .select('match_no')
                .whereRef('matches.tournament_id', '=', 'tournaments.tourn_id')
                .where('matches.match_no', '=', 1)
                .where('matches.room_published_at', 'is not', null),
            ),
          ),
        )
        .where('tourn_start', '<=', horizon)
        .orderBy('tourn_start', 'asc')
        .orderBy('tourn_id', 'asc')
        .limit(limit)
        .execute(),

    /**
     * Tournaments not cancelled that started by `now` and have a match among 1..matchesCount
     * with no result rows, each with those match numbers, soonest start first.
     */
    async resultsDue(now: Date, limit: number): Promise<ResultsDueRow[]> {
      const { rows } = await sql<ResultsDueRow>`
        select t.*, array_agg(m.n order by m.n) as missing_matches
        from tournaments t
        cross join lateral generate_series(1, t.matches_count) as m(n)
        where t.status <> 'cancelled'
          and t.tourn_start <= ${now}
          and not exists (
            select 1 from match_results r where r.tournament_id = t.tourn_id and r.match_id = m.n
          )
        group by t.tourn_id
        order by t.tourn_start asc, t.tourn_id asc
        limit ${limit}
      `.execute(db);
      return rows;
    },
  };
}

import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { FunderKind } from '../../db/schema';
import { postHouseEntry } from '../../ledger/house-ledger-repository';

/**
 * The prize escrow's rows (issue 24): the fundings of a tournament's prize pool, and the sums of
 * its house accounts the summary shows. Money moves only by house entries (the ledger's core).
 */

export interface NewFunding {
  tournamentId: number;
  funderKind: FunderKind;
  funderName: string;
  amountPaise: number;
  utr: string;
  recordedBy: number;
}

/** What organisers and sponsors paid into a tournament's prize escrow, in paise. */
export async function escrowFundedPaise(db: Db | Trx, tournamentId: number): Promise<number> {
  const row = await db
    .selectFrom('prize_fundings')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<string | number>('amount_paise'), eb.lit(0)).as('paise'),
    )
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Number(row?.paise ?? 0);
}

/**
 * Records money paid into the escrow: the funding row and its house entry, in the caller's
 * transaction. A UTR credited before (here or as a deposit) raises unique_violation.
 */
export async function recordFunding(trx: Trx, funding: NewFunding): Promise<number> {
  const row = await trx
    .insertInto('prize_fundings')
    .values({
      tournament_id: funding.tournamentId,
      funder_kind: funding.funderKind,
      funder_name: funding.funderName,
      amount_paise: funding.amountPaise,
      utr: funding.utr.toUpperCase(),
      recorded_by: funding.recordedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postHouseEntry(trx, {
    kind: 'escrow',
    tournamentId: funding.tournamentId,
    amountPaise: funding.amountPaise,
    reason: 'escrow_funding',
    fundingId: row.id,
  });
  return row.id;
}

/** Every tournament not cancelled with a prize pool and nothing funded yet (the demo's seed). */
export async function fundablePools(trx: Trx) {
  const rows = await trx
    .selectFrom('tournaments as t')
    .select(['t.tourn_id', 't.tourn_pp_paise'])
    .where('t.status', '!=', 'cancelled')
    .where('t.tourn_pp_paise', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('prize_fundings as f')
            .select('f.id')
            .whereRef('f.tournament_id', '=', 't.tourn_id'),
        ),
      ),
    )
    .orderBy('t.tourn_id')
    .execute();
  return rows.map((row) => ({ tournamentId: row.tourn_id, poolPaise: Number(row.tourn_pp_paise) }));
}

const FUNDING_COLUMNS = [
  'f.id',
  'f.tournament_id as tournamentId',
  'f.funder_kind as funderKind',
  'f.funder_name as funderName',
  'f.amount_paise as amountPaise',
  'f.utr',
  'recorder.username as recordedBy',
  'f.created_at as createdAt',
  'f.returned_paise as returnedPaise',
  'f.returned_at as returnedAt',
  'f.return_reference as returnReference',
  'payer.username as returnPaidBy',
  'f.return_paid_at as returnPaidAt',
] as const;

const fundings = (db: Db | Trx) =>
  db
    .selectFrom('prize_fundings as f')
    .innerJoin('users as recorder', 'recorder.id', 'f.recorded_by')
    .leftJoin('users as payer', 'payer.id', 'f.return_paid_by')
    .select(FUNDING_COLUMNS);

export type FundingRow = Awaited<
  ReturnType<ReturnType<typeof fundings>['executeTakeFirstOrThrow']>
>;

export function createEscrowRepository(db: Db) {
  return {
    /** Holds the tournament's row: fundings, payouts and returns of one tournament take turns. */
    lockTournament: (trx: Trx, tournamentId: number) =>
      trx
        .selectFrom('tournaments')
        .select(['tourn_id', 'tourn_name', 'status', 'tourn_pp_paise'])
        .where('tourn_id', '=', tournamentId)
        .forUpdate()
        .executeTakeFirst(),

    tournament: (tournamentId: number) =>
      db
        .selectFrom('tournaments')
        .select(['tourn_id', 'tourn_name', 'tourn_pp_paise'])
        .where('tourn_id', '=', tournamentId)
        .executeTakeFirst(),

    fundingsOf: (executor: Db | Trx, tournamentId: number) =>
      fundings(executor).where('f.tournament_id', '=', tournamentId).orderBy('f.id').execute(),

    fundingById: (executor: Db | Trx, fundingId: number) =>
      fundings(executor).where('f.id', '=', fundingId).executeTakeFirst(),

    /** The funding's row, locked until the change commits. */
    lockFunding: (trx: Trx, fundingId: number) =>
      trx
        .selectFrom('prize_fundings')
        .selectAll()
        .where('id', '=', fundingId)
        .forUpdate()
        .executeTakeFirst(),

    markReturned: (trx: Trx, fundingId: number, returnedPaise: number) =>
      trx
        .updateTable('prize_fundings')
        .set({ returned_paise: returnedPaise, returned_at: new Date() })
        .where('id', '=', fundingId)
        .execute(),

    markReturnPaid: (trx: Trx, fundingId: number, reference: string, organiserId: number) =>
      trx
        .updateTable('prize_fundings')
        .set({
          return_reference: reference,
          return_paid_by: organiserId,
          return_paid_at: new Date(),
        })
        .where('id', '=', fundingId)
        .execute(),

    /** Prize proposals of the tournament still waiting for a second organiser. */
    async waitingPrizeProposals(trx: Trx, tournamentId: number): Promise<number> {
      const row = await trx
        .selectFrom('money_proposals')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('kind', '=', 'prize_payout')
        .where('tournament_id', '=', tournamentId)
        .where('status', '=', 'waiting')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The sum of the tournament's house entries by account and reason, in paise. */
    async houseSums(executor: Db | Trx, tournamentId: number) {
      const result = await sql<{ kind: string; reason: string; paise: string | number }>`
        select a.kind, e.reason, sum(e.amount_paise) as paise
        from house_entries e join house_accounts a on a.id = e.account_id
        where a.tournament_id = ${tournamentId}
        group by a.kind, e.reason`.execute(executor);
      const sums = new Map(
        result.rows.map((row) => [`${row.kind}:${row.reason}`, Number(row.paise)]),
      );
      return (kind: string, reason: string) => sums.get(`${kind}:${reason}`) ?? 0;
    },

    /** The tax account's entries for this tournament's prizes, and what the winners got. */
    async prizeSums(executor: Db | Trx, tournamentId: number) {
      const result = await sql<{ tax: string | number; net: string | number }>`
        select
          coalesce((select sum(e.amount_paise) from house_entries e
            join house_accounts a on a.id = e.account_id
            join wallet_transactions t on t.id = e.transaction_id
            where a.kind = 'tax' and t.tournament_id = ${tournamentId}), 0) as tax,
          coalesce((select sum(amount_paise) from wallet_transactions
            where type = 'WINNINGS' and status = 'APPROVED'
              and tournament_id = ${tournamentId}), 0) as net`.execute(executor);
      const row = result.rows[0];
      return { taxPaise: Number(row?.tax ?? 0), netPaise: Number(row?.net ?? 0) };
    },
  };
}

export type EscrowRepository = ReturnType<typeof createEscrowRepository>;

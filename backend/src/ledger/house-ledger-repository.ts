import { type OperationNodeSource, sql } from 'kysely';
import type { Trx } from '../db/db';
import type { HouseAccountKind, HouseEntryReason } from '../db/schema';
import { PG_CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../errors';

/**
 * The one way the platform's own money moves (migration 015): an append-only entry on one of
 * its accounts, which the database trigger applies to the balance; the balance's check refuses
 * to go below zero. A tournament's accounts are made on first use. Callers pass the transaction
 * they are in, so the entry commits with the wallet movement it pairs with.
 */

export interface HouseAccountRef {
  kind: HouseAccountKind;
  /** Null only for the tax account. */
  tournamentId: number | null;
}

export interface HouseEntry extends HouseAccountRef {
  /** Signed: positive into the account, negative out of it. */
  amountPaise: number;
  reason: HouseEntryReason;
  transactionId?: number | null;
  fundingId?: number | null;
}

/** Raised when an entry would take an account below zero; callers say what that means. */
export class HouseBalanceShort extends Error {
  constructor(readonly account: HouseAccountRef) {
    super(`The ${account.kind} account holds less than this`);
  }
}

/** Makes the account on its first use; two first uses at once make it once. */
async function makeAccount(trx: Trx, ref: HouseAccountRef): Promise<void> {
  await sql`
    insert into house_accounts (kind, tournament_id) values (${ref.kind}, ${ref.tournamentId})
    on conflict (kind, coalesce(tournament_id, 0)) do nothing`.execute(trx);
}

/**
 * Inserts the entry into the account it names, found in the same statement; false when the
 * account is not made yet. Finding it locks nothing: the entry's trigger locks the account
 * row, which a caller posting as its last statement holds only until commit (decision 057).
 */
async function insertEntry(trx: Trx, entry: HouseEntry): Promise<boolean> {
  const inserted = await trx
    .insertInto('house_entries')
    .columns(['account_id', 'amount_paise', 'reason', 'transaction_id', 'funding_id'])
    .expression((eb) =>
      eb
        .selectFrom('house_accounts')
        .select([
          'id',
          sql<number>`${entry.amountPaise}::bigint`.as('amount_paise'),
          sql<string>`${entry.reason}::text`.as('reason'),
          sql<number | null>`${entry.transactionId ?? null}::integer`.as('transaction_id'),
          sql<number | null>`${entry.fundingId ?? null}::integer`.as('funding_id'),
        ])
        .where('kind', '=', entry.kind)
        // The unique index's expression, which finds the account.
        .where(sql<number>`coalesce(tournament_id, 0)`, '=', entry.tournamentId ?? 0),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function postHouseEntry(trx: Trx, entry: HouseEntry): Promise<void> {
  try {
    if (await insertEntry(trx, entry)) return;
    await makeAccount(trx, entry);
    if (!(await insertEntry(trx, entry))) throw new Error('house account was not made');
  } catch (error) {
    if (
      pgErrorCode(error) === PG_CHECK_VIOLATION &&
      pgConstraint(error) === 'house_accounts_balance_not_negative'
    ) {
      throw new HouseBalanceShort(entry);
    }
    throw error;
  }
}

/**
 * A change the caller makes in the same statement as an entry (decision 057): a query that
 * returns a row when the change happened, none when it did not.
 */
export type EntryGuard = OperationNodeSource;

/**
 * Runs `guard` and, only when it returns a row, posts the entry, in one statement: a caller
 * that takes a shared row and pays into a shared account holds the two for one round trip and
 * its commit. Whether the guard returned a row.
 */
export async function postHouseEntryWith(
  trx: Trx,
  entry: HouseEntry,
  guard: EntryGuard,
): Promise<boolean> {
  const { rows } = await sql<{ guarded: boolean; posted: boolean }>`
    with guard as (${guard}),
    posted as (
      insert into house_entries (account_id, amount_paise, reason, transaction_id, funding_id)
      select id, ${entry.amountPaise}::bigint, ${entry.reason}::text,
        ${entry.transactionId ?? null}::integer, ${entry.fundingId ?? null}::integer
      from house_accounts
      where kind = ${entry.kind} and coalesce(tournament_id, 0) = ${entry.tournamentId ?? 0}
        and exists (select from guard)
      returning id
    )
    select exists (select from guard) as guarded, exists (select from posted) as posted`.execute(
    trx,
  );
  const { guarded, posted } = rows[0] ?? { guarded: false, posted: false };
  // The account's first entry: made now, after the guard, in the usual lock order.
  if (guarded && !posted) await postHouseEntry(trx, entry);
  return guarded;
}

/** An account's balance, zero before its first entry. Pass a transaction to read in it. */
export async function houseBalance(trx: Trx, ref: HouseAccountRef): Promise<number> {
  const row = await trx
    .selectFrom('house_accounts')
    .select('balance_paise')
    .where('kind', '=', ref.kind)
    .where((eb) =>
      ref.tournamentId === null
        ? eb('tournament_id', 'is', null)
        : eb('tournament_id', '=', ref.tournamentId),
    )
    .executeTakeFirst();
  return Number(row?.balance_paise ?? 0);
}

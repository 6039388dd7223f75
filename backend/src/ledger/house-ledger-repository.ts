import { sql } from 'kysely';
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

async function accountId(trx: Trx, ref: HouseAccountRef): Promise<number> {
  const made = await sql<{ id: number }>`
    insert into house_accounts (kind, tournament_id) values (${ref.kind}, ${ref.tournamentId})
    on conflict (kind, coalesce(tournament_id, 0)) do update set kind = excluded.kind
    returning id`.execute(trx);
  const row = made.rows[0];
  if (!row) throw new Error('house account was not made');
  return row.id;
}

export async function postHouseEntry(trx: Trx, entry: HouseEntry): Promise<void> {
  const id = await accountId(trx, entry);
  try {
    await trx
      .insertInto('house_entries')
      .values({
        account_id: id,
        amount_paise: entry.amountPaise,
        reason: entry.reason,
        transaction_id: entry.transactionId ?? null,
        funding_id: entry.fundingId ?? null,
      })
      .execute();
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

import { randomInt } from 'node:crypto';
import type { Db } from '../../src/db/db';
import { recordFunding } from '../../src/features/escrow/escrow-repository';

/**
 * Prize escrow for tests: a pool funded as an organiser would record it, so prize tests pay from
 * escrow as production does, and the house ledger read back beside the wallets'.
 */

/** Who records the fixtures' fundings: one account per database, never signed in. */
const funders = new WeakMap<Db, Promise<number>>();

function funderOf(db: Db): Promise<number> {
  let funder = funders.get(db);
  if (!funder) {
    const tag = `${Date.now().toString(36)}${randomInt(1_000_000)}`;
    funder = db
      .insertInto('users')
      .values({
        username: `funder${tag}`,
        email: `funder${tag}@example.com`,
        mobile: `6${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
        password_hash: 'never-signs-in',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    funders.set(db, funder);
  }
  return funder;
}

let sequence = 0;

/** Pays `paise` into the tournament's prize escrow from a sponsor, with a UTR of its own. */
export async function fundPrizePool(
  server: { db: Db },
  tournamentId: number,
  paise: number,
): Promise<number> {
  const recordedBy = await funderOf(server.db);
  sequence += 1;
  return server.db.transaction().execute((trx) =>
    recordFunding(trx, {
      tournamentId,
      funderKind: 'sponsor',
      funderName: 'Fixture Sponsor',
      amountPaise: paise,
      utr: `FIXFUND${Date.now().toString(36)}${sequence}${randomInt(1000)}`.toUpperCase(),
      recordedBy,
    }),
  );
}

/** A house account's balance (the tax account when tournamentId is null). */
export async function houseBalanceOf(
  server: { db: Db },
  kind: 'fees' | 'escrow' | 'returns' | 'tax',
  tournamentId: number | null,
): Promise<number> {
  const row = await server.db
    .selectFrom('house_accounts')
    .select('balance_paise')
    .where('kind', '=', kind)
    .where((eb) =>
      tournamentId === null
        ? eb('tournament_id', 'is', null)
        : eb('tournament_id', '=', tournamentId),
    )
    .executeTakeFirst();
  return Number(row?.balance_paise ?? 0);
}

/**
 * Every house account's balance equals the sum of its entries and none is negative; and every
 * tournament's fee account holds its fees less its refunds, as the wallets' movements say.
 */
export async function houseMismatches(server: { db: Db }) {
  const rows = await server.db
    .selectFrom('house_accounts as a')
    .leftJoin('house_entries as e', 'e.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.kind',
      'a.tournament_id',
      'a.balance_paise',
      eb.fn.coalesce(eb.fn.sum<string | number>('e.amount_paise'), eb.lit(0)).as('entries'),
    ])
    .groupBy(['a.id', 'a.kind', 'a.tournament_id', 'a.balance_paise'])
    .execute();
  return rows
    .map((row) => ({
      accountId: row.id,
      kind: row.kind,
      tournamentId: row.tournament_id,
      balance: Number(row.balance_paise),
      entries: Number(row.entries),
    }))
    .filter((row) => row.balance !== row.entries || row.balance < 0);
}

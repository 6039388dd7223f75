import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/db';
import type { TournamentsTable, UserRole } from '../../src/db/schema';
import { hashSecret } from '../../src/features/accounts/passwords';
import { openSession } from '../../src/features/accounts/open-session';
import { createTokenService } from '../../src/tokens/token-service';
import { insertWalletTransaction, postLedgerEntry } from '../../src/ledger/ledger-repository';
import { HOUR } from './dates';
import { fundPrizePool } from './escrow';
import { type TestServer, signingKeysOf } from './test-server';

/**
 * Factories for the state a test starts from, written straight to the test's database. What a
 * test is about goes through HTTP; these only set the stage.
 */

export interface TestUser {
  id: number;
  username: string;
  email: string;
  mobile: string;
  password: string;
  token: string;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}${randomInt(1000)}`;

/** A 10-digit mobile starting 6-9 that no other test user has. */
export function uniqueMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * A token as a fresh login would give: a session of its own, under the user's current token
 * version. `role` is what the token claims; the server reads the role from the user row.
 */
export async function tokenFor(server: TestServer, userId: number, role: UserRole = 'player') {
  const tokens = await createTokenService(signingKeysOf(server), 1);
  const user = await server.db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const session = await openSession(server.db, tokens, { id: userId, role, ...user });
  return session.sign();
}

/**
 * scrypt is slow on purpose; hundreds of test users share one hash per password (a salt
 * reused across test accounts only), which keeps the suite's CPU for the behaviour under test.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashSecret(password);
    hashes.set(password, hash);
  }
  return hash;
};

export async function createUser(
  server: TestServer,
  overrides: {
    role?: UserRole;
    password?: string;
    mobile?: string;
    email?: string;
    username?: string;
    /** An adult's by default, so paid entries pass the age rule; null for none. */
    dateOfBirth?: string | null;
  } = {},
): Promise<TestUser> {
  const id = unique();
  const password = overrides.password ?? 'secret123';
  const values = {
    username: overrides.username ?? `player${id}`,
    email: overrides.email ?? `player${id}@gmail.com`,
    mobile: overrides.mobile ?? uniqueMobile(),
    password_hash: await hashOf(password),
    role: overrides.role ?? 'player',
    date_of_birth: overrides.dateOfBirth === undefined ? '1995-06-15' : overrides.dateOfBirth,
  };
  const row = await server.db
    .insertInto('users')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    username: values.username,
    email: values.email,
    mobile: values.mobile,
    password,
    token: await tokenFor(server, row.id, values.role),
  };
}

export const createAdmin = (server: TestServer) => createUser(server, { role: 'admin' });

/** Bans a player as an organiser would; `null` leaves the reason empty. */
export async function banUser(
  server: { db: Db },
  userId: number,
  reason: string | null = 'cheating',
): Promise<void> {
  await server.db
    .updateTable('users')
    .set({ banned_at: new Date(), ban_reason: reason })
    .where('id', '=', userId)
    .execute();
}

/**
 * A tournament, its prize pool funded into escrow in full as an organiser would record it
 * (`fundedPaise` to fund another amount, 0 for none).
 */
export async function createTournament(
  server: TestServer,
  {
    fundedPaise,
    ...overrides
  }: Partial<Insertable<TournamentsTable>> & { fundedPaise?: number } = {},
): Promise<number> {
  const now = Date.now();
  const row = await server.db
    .insertInto('tournaments')
    .values({
      kind: 'normal',
      tourn_name: `Test Cup ${unique()}`,
      title: 'Test Cup',
      total_slots: 12,
      entry_fee_paise: 0,
      tourn_pp_paise: 100_000,
      matches_count: 3,
      tourn_start: new Date(now + 48 * HOUR),
      reg_start: new Date(now - 24 * HOUR),
      reg_end: new Date(now + 24 * HOUR),
      status: 'upcoming',
      org_by: 'Test Esports',
      // Open for booking, as an organiser would have opened it (decision 048).
      registration_opened_at: new Date(),
      ...overrides,
    })
    .returning(['tourn_id', 'tourn_pp_paise'])
    .executeTakeFirstOrThrow();
  const funded = fundedPaise ?? Number(row.tourn_pp_paise);
  if (funded > 0) await fundPrizePool(server, row.tourn_id, funded);
  return row.tourn_id;
}

/** Credits a user's wallet as an approved deposit would. */
export async function fundWallet(
  server: TestServer,
  userId: number,
  rupees: number,
): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    const transactionId = await insertWalletTransaction(trx, {
      userId,
      type: 'ADD_MONEY',
      amountPaise: Math.round(rupees * 100),
      status: 'APPROVED',
      utr: `FIXTURE${unique()}`.toUpperCase(),
      bankUsername: 'fixture',
    });
    await postLedgerEntry(trx, {
      userId,
      transactionId,
      amountPaise: Math.round(rupees * 100),
      reason: 'deposit',
    });
  });
}

/** Every wallet's balance equals the sum of its ledger entries, and none is negative. */
export async function ledgerMismatches(server: { db: Db }) {
  const users = await server.db.selectFrom('users').select('id').execute();
  const mismatches: { userId: number; balance: number; ledger: number }[] = [];
  for (const { id } of users) {
    const wallet = await server.db
      .selectFrom('wallets')
      .select('balance_paise')
      .where('user_id', '=', id)
      .executeTakeFirst();
    const sum = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('total'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    const balance = wallet?.balance_paise ?? 0;
    if (balance !== Number(sum.total) || balance < 0) {
      mismatches.push({ userId: id, balance, ledger: Number(sum.total) });
    }
  }
  return mismatches;
}

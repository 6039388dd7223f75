import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBackupPath } from '../../src/cli/backup-files';
import { answerBackupRequests, backupThroughRunningBackend } from '../../src/cli/backup-requests';
import { restoreEmbedded } from '../../src/cli/embedded-backup';
import { dumpPostgres, restorePostgres } from '../../src/cli/postgres-backup';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/db';
import { squad } from '../bookings/booking-helpers';
import { entryRows, slotsTaken } from '../support/entries';
import { houseMismatches } from '../support/escrow';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { entryFeesPaid } from '../support/wallet-reads';
import { deposit, newestTransactionId } from '../wallet/wallet-helpers';

/**
 * `npm run backup` taken while players book and deposit, restored into a new database: the
 * restored books balance and every table is of one moment. The embedded database always (its
 * backup through the running backend), a PostgreSQL server's too when the run has one.
 */

const PLAYERS = 8;
/** Under the 30 wallet requests a player may make in 15 minutes. */
const MAX_DEPOSITS = 12;
const TABLES = ['users', 'wallet_transactions', 'ledger_entries', 'teams', 'team_players'] as const;

type Counts = Record<(typeof TABLES)[number], number>;

async function countsOf(db: Db): Promise<Counts> {
  const counts = {} as Counts;
  for (const table of TABLES) counts[table] = await rowCount({ db }, table);
  return counts;
}

/** A credited UTR credited more than once, or a deposit with no credit or two. */
async function creditMismatches(db: Db) {
  const twice = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_transactions as t', 't.id', 'l.transaction_id')
    .select((eb) => [eb.fn('upper', ['t.utr']).as('utr'), eb.fn.countAll<number>().as('credits')])
    .where('l.reason', '=', 'deposit')
    .groupBy((eb) => eb.fn('upper', ['t.utr']))
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const approved = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('type', '=', 'ADD_MONEY')
    .where('status', '=', 'APPROVED')
    .executeTakeFirstOrThrow();
  const credits = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reason', '=', 'deposit')
    .executeTakeFirstOrThrow();
  return { twice, approvedDeposits: Number(approved.count), depositCredits: Number(credits.count) };
}

/** A backup way and a restore way, and where the restored database is read. */
interface Way {
  backUp(server: TestServer): Promise<string>;
  restore(
    file: string,
  ): Promise<{ db: Db; refuseAgain(): Promise<unknown>; drop(): Promise<void> }>;
}

const scratch = () => fs.mkdtemp(path.join(os.tmpdir(), 'ccl-backup-test-'));

const embeddedWay: Way = {
  // As `npm run backup` does beside a running backend: a request the backend answers.
  async backUp(server) {
    const dataDir = await scratch();
    const log = { info: () => undefined, error: () => undefined };
    const stop = await answerBackupRequests(server.db, dataDir, log);
    try {
      const file = await newBackupPath(path.join(dataDir, 'backups'), 'pglite');
      await backupThroughRunningBackend(dataDir, file);
      return file;
    } finally {
      await stop();
    }
  },
  async restore(file) {
    const folder = path.join(await scratch(), 'pglite');
    await restoreEmbedded(file, folder);
    const db = await openDatabase({ pgliteDataDir: folder });
    return {
      db,
      refuseAgain: () => restoreEmbedded(file, folder),
      async drop() {
        await db.destroy();
        await fs.rm(path.dirname(folder), { recursive: true, force: true });
      },
    };
  },
};

const postgresWay: Way = {
  async backUp(server) {
    const file = await newBackupPath(await scratch(), 'postgresql');
    // Past the pooler, as `npm run backup` dumps (decision 054).
    await dumpPostgres(server.databaseDirectUrl ?? server.databaseUrl ?? '', file);
    return file;
  },
  async restore(file) {
    const serverUrl = new URL(process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL || '');
    const name = `ccl_restored_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl.toString() });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await restorePostgres(file, url.toString(), { force: false });
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    return {
      db,
      refuseAgain: () => restorePostgres(file, url.toString(), { force: false }),
      async drop() {
        await db.destroy();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  },
};

const ways: [string, Way, { embedded: boolean }][] = [
  ['the embedded database', embeddedWay, { embedded: true }],
  ...(process.env.DATABASE_URL
    ? [
        ['a PostgreSQL server', postgresWay, { embedded: false }] as [
          string,
          Way,
          { embedded: boolean },
        ],
      ]
    : []),
];

describe.each(ways)('a backup of %s taken during bookings and deposits', (_name, way, kind) => {
  let server: TestServer;
  let admin: TestUser;
  let players: TestUser[];
  let tournamentId: number;

  beforeAll(async () => {
    server = await startTestServer({}, kind);
    admin = await createAdmin(server);
    tournamentId = await createTournament(server, { total_slots: 50, entry_fee_paise: 1_000 });
    players = await Promise.all(Array.from({ length: PLAYERS }, () => createUser(server)));
    for (const player of players) await fundWallet(server, player.id, 20);
  });
  afterAll(() => server.close());

  /** A player books, then deposits and has it approved, again and again until told to stop. */
  async function keepWriting(player: TestUser, booked: () => void, stopped: () => boolean) {
    const booking = await server.call('POST', '/api/bookings/slot', {
      token: player.token,
      body: squad(tournamentId),
    });
    expect(booking.status).toBe(200);
    booked();
    for (let made = 0; made < MAX_DEPOSITS && !stopped(); made += 1) {
      expect((await deposit(server, player, 10)).status).toBe(200);
      const id = await newestTransactionId(server, player);
      const approved = await server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
        token: admin.token,
      });
      expect(approved.status).toBe(200);
    }
  }

  it('restores into a new database with balanced books and every table of one moment', async () => {
    const before = await countsOf(server.db);
    let backupTaken = false;
    let bookings = 0;
    let halfBooked = () => {};
    const half = new Promise<void>((resolve) => {
      halfBooked = resolve;
    });
    const writers = players.map((player) =>
      keepWriting(
        player,
        () => {
          if ((bookings += 1) === PLAYERS / 2) halfBooked();
        },
        () => backupTaken,
      ),
    );
    // The backup starts while half the players are still booking and the others depositing.
    await half;
    const file = await way.backUp(server).finally(() => {
      backupTaken = true;
    });
    await Promise.all(writers);
    const after = await countsOf(server.db);

    const restored = await way.restore(file);
    try {
      const db = restored.db;
      expect(await ledgerMismatches({ db })).toEqual([]);
      expect(await houseMismatches({ db })).toEqual([]);
      const credits = await creditMismatches(db);
      expect(credits.twice).toEqual([]);
      expect(credits.depositCredits).toBe(credits.approvedDeposits);

      // Tables copied at different moments would disagree: a team without its fee, a fee
      // without its team, more slots taken than teams.
      const teams = await entryRows({ db }, tournamentId);
      expect(await entryFeesPaid({ db }, tournamentId)).toBe(teams.teams);
      expect(await slotsTaken({ db }, tournamentId)).toBe(teams.teams);
      const counts = await countsOf(db);
      for (const table of TABLES) {
        expect(counts[table]).toBeGreaterThanOrEqual(before[table]);
        expect(counts[table]).toBeLessThanOrEqual(after[table]);
      }

      await expect(restored.refuseAgain()).rejects.toThrow(/already exists|is not empty/);
      expect(await countsOf(db)).toEqual(counts);
    } finally {
      await restored.drop();
    }
  });
});

/**
 * Contended bookings on PostgreSQL across backend copies (issue 25): PLAYERS funded adults book
 * the paid slots of a tournament with SLOTS slots, all at once, their requests spread in turn
 * over one copy of the backend, then over two copies on the same database. Through PgBouncer
 * when DATABASE_URL names one and DATABASE_DIRECT_URL the server behind it (decision 054),
 * else straight to the server. Every round must end with exactly SLOTS bookings: no oversell.
 * Prints booking requests answered per second (each one contended) with p50/p99, per setup.
 *
 *   npm run bench:bookings                         (BENCH_PLAYERS=2000 BENCH_SLOTS=1000)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:6432/test \
 *   DATABASE_DIRECT_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:bookings
 */
import { TEST_PASSWORD_HASHING } from '../backend/test/support/password-hashing';
import { createApiClient } from './support/api-client';
import { startBackendProcess } from './support/backend-process';
import { formatReport } from './support/load';
import {
  bookableTournament,
  bookingRound,
  fundedAdults,
  organiserToken,
} from './support/paid-bookings';
import { benchSetting } from './support/size';

const PLAYERS = benchSetting('BENCH_PLAYERS', 2000, 6);
const SLOTS = benchSetting('BENCH_SLOTS', 1000, 3);
const ROUNDS = benchSetting('BENCH_ROUNDS', 3, 1);
const CONCURRENCY = benchSetting('BENCH_CONCURRENCY', 200, 6);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const THROUGH_POOLER = Boolean(
  process.env.DATABASE_DIRECT_URL && process.env.DATABASE_DIRECT_URL !== SERVER_URL,
);

// Sign-ups are the set-up, not what is measured: hashed at a test's cost, as the tests do.
Object.assign(process.env, TEST_PASSWORD_HASHING);

const first = await startBackendProcess(SERVER_URL);
const second = await startBackendProcess(undefined, { databaseUrl: first.databaseUrl });
const apis = [first, second].map((copy) => createApiClient(copy.baseUrl, CONCURRENCY));
const lines: string[] = [];
try {
  const organiser = await organiserToken(apis[0]!);
  console.warn(`signing up and funding ${PLAYERS} players…`);
  const players = await fundedAdults(apis[0]!, first.dataDir, organiser, {
    count: PLAYERS,
    entries: ROUNDS * 2,
  });
  for (const copies of [1, 2]) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const tournamentId = await bookableTournament(apis[0]!, organiser, {
        name: `Copies Cup ${copies}-${round}`,
        slots: SLOTS,
      });
      const report = await bookingRound(apis.slice(0, copies), players, {
        tournamentId,
        slots: SLOTS,
        concurrency: CONCURRENCY,
      });
      const label = `${copies} backend${copies > 1 ? 's' : ''}, round ${round}: ${PLAYERS} players for ${SLOTS} slots`;
      lines.push(`${formatReport(label, report)}  → ${SLOTS} booked`);
    }
  }
} finally {
  await Promise.all(apis.map((api) => api.close()));
  await second.stop();
  await first.stop();
}
process.stdout.write(
  `PostgreSQL ${THROUGH_POOLER ? 'through PgBouncer' : 'direct'}, ${CONCURRENCY} at once\n${lines.join('\n')}\n`,
);

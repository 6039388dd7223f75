/**
 * Backend throughput, on embedded PGlite and on a PostgreSQL server, each backend in a process
 * of its own:
 *  - reads per second of the tournament list (GET /api/tourney/tournaments);
 *  - bookings per second under contention: many funded players booking paid slots of a
 *    tournament with fewer slots than players, all at once; every round must end with exactly
 *    as many bookings as slots.
 *
 *   npm run bench:backend                      # both databases
 *   BENCH_DATABASES=pglite npm run bench:backend
 *   BENCH_DATABASE_URL=postgres://… npm run bench:backend
 */
import { createApiClient } from './support/api-client';
import { startBackendProcess } from './support/backend-process';
import { formatReport, runLoad } from './support/load';
import {
  bookableTournament,
  bookingRound,
  fundedAdults,
  organiserToken,
} from './support/paid-bookings';
import { benchSetting } from './support/size';

const READS = benchSetting('BENCH_READS', 5000, 40);
const READ_CONCURRENCY = benchSetting('BENCH_READ_CONCURRENCY', 32, 4);
const PLAYERS = benchSetting('BENCH_PLAYERS', 120, 6);
const SLOTS = benchSetting('BENCH_SLOTS', 30, 3);
const ROUNDS = benchSetting('BENCH_ROUNDS', 3, 1);
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',');

async function benchDatabase(kind: string): Promise<string[]> {
  const backend = await startBackendProcess(kind === 'postgresql' ? SERVER_URL : undefined);
  const api = createApiClient(backend.baseUrl, Math.max(READ_CONCURRENCY, PLAYERS));
  const lines: string[] = [];
  try {
    const reads = await runLoad(READS, READ_CONCURRENCY, async () => {
      const res = await api.call('GET', '/api/tourney/tournaments');
      if (res.status !== 200) throw new Error(`list: ${res.status}`);
    });
    lines.push(formatReport(`${kind}: tournament list reads (c=${READ_CONCURRENCY})`, reads));

    const admin = await organiserToken(api);
    const players = await fundedAdults(api, backend.dataDir, admin, {
      count: PLAYERS,
      entries: ROUNDS,
    });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const tournamentId = await bookableTournament(api, admin, {
        name: `Bench Cup ${round}`,
        slots: SLOTS,
      });
      const report = await bookingRound([api], players, {
        tournamentId,
        slots: SLOTS,
        concurrency: PLAYERS,
      });
      lines.push(
        formatReport(`${kind}: booking requests, ${PLAYERS} players for ${SLOTS} slots`, report) +
          `  → ${SLOTS} booked`,
      );
    }
  } finally {
    await api.close();
    await backend.stop();
  }
  return lines;
}

const results: string[] = [];
for (const kind of DATABASES) {
  console.warn(`benchmarking on ${kind}…`);
  results.push(...(await benchDatabase(kind)));
}
process.stdout.write(`${results.join('\n')}\n`);

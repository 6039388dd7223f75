/**
 * The money soak at full size (decision 024): players and two organisers run deposits (fresh
 * and repeated UTRs), withdrawals, approvals and rejections (also two organisers at once),
 * slot bookings, teams created and joined, cancellations with refunds and prize payouts, all at
 * once in random order, through the compiled backend's REST API and the gateway's GraphQL, on a
 * PostgreSQL cluster of its own. Meanwhile the backend is killed with SIGKILL and started again
 * several times, PostgreSQL is restarted once and the gateway stopped and started once. Then it
 * checks the money in the database and prints operations per second, latency, the answers, the
 * faults and every violation; it exits 1 when there is any.
 *
 *   npm run bench:soak
 *   BENCH_OPERATIONS=2000 BENCH_PLAYERS=60 npm run bench:soak
 *   BENCH_SEED=12345 npm run bench:soak        # the same mix and fault moments again
 *
 * Settings (defaults): BENCH_OPERATIONS (10000), BENCH_PLAYERS (200), BENCH_CONCURRENCY (32),
 * BENCH_BACKEND_KILLS (4), BENCH_POSTGRES_RESTARTS (1), BENCH_GATEWAY_RESTARTS (1),
 * BENCH_GATEWAY_SHARE (0.3 of the players' operations through GraphQL), BENCH_SEED (random),
 * BENCH_POSTGRES_FSYNC (on; `off` for a faster run). It needs PostgreSQL's server binaries
 * (PG_BIN_DIR when they are not in Debian's place).
 */
import { runMoneySoak } from '../tests/support/money-soak/run-money-soak';
import { formatReport } from '../tests/support/money-soak/soak-report';
import { benchSetting } from './support/size';

const started = Date.now();

const result = await runMoneySoak({
  operations: benchSetting('BENCH_OPERATIONS', 10_000, 300),
  // The backend lets a player send 30 deposits and withdrawals per 15 minutes: 200 players
  // carry the mix's ~3,400 wallet requests with room for retries.
  players: benchSetting('BENCH_PLAYERS', 200, 20),
  concurrency: benchSetting('BENCH_CONCURRENCY', 32, 8),
  backendKills: benchSetting('BENCH_BACKEND_KILLS', 4, 1),
  postgresRestarts: benchSetting('BENCH_POSTGRES_RESTARTS', 1, 1),
  gatewayRestarts: benchSetting('BENCH_GATEWAY_RESTARTS', 1, 1),
  gatewayShare: benchSetting('BENCH_GATEWAY_SHARE', 0.3, 0.3),
  seed: Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  durablePostgres: process.env.BENCH_POSTGRES_FSYNC !== 'off',
  log: (line) => console.warn(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`),
});
process.stdout.write(`${formatReport(result)}\n`);
if (result.violations.length) process.exitCode = 1;

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
import {
  type ApiClient,
  clientAddressOf,
  createApiClient,
  fundAndOpenRegistration,
  giveAdultBirthday,
  registerPlayer,
} from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { formatReport, runLoad } from './support/load';
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

const HOUR = 3600_000;
const PRIZE_POOL_RUPEES = 5000;

async function adminToken(api: ApiClient): Promise<string> {
  const res = await api.call('POST', '/api/auth/login', { body: BENCH_ADMIN });
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  return (res.body as { jwt: string }).jwt;
}

async function createPaidTournament(api: ApiClient, token: string, round: number): Promise<number> {
  const now = Date.now();
  const res = await api.call('POST', '/api/admin/tournaments', {
    token,
    body: {
      kind: 'normal',
      tournName: `Bench Cup ${round}`,
      tournPp: PRIZE_POOL_RUPEES,
      entryFee: 10,
      totalSlots: SLOTS,
      matchesCount: 3,
      tournStart: new Date(now + 48 * HOUR).toISOString(),
      regStart: new Date(now - HOUR).toISOString(),
      regEnd: new Date(now + 24 * HOUR).toISOString(),
      status: 'upcoming',
    },
  });
  if (res.status !== 201)
    throw new Error(`create tournament: ${res.status} ${JSON.stringify(res.body)}`);
  const tournamentId = (res.body as { tournId: number }).tournId;
  await fundAndOpenRegistration(
    api,
    { token, password: BENCH_ADMIN.password },
    tournamentId,
    PRIZE_POOL_RUPEES,
  );
  return tournamentId;
}

async function fundPlayers(api: ApiClient, admin: string, tokens: string[]): Promise<void> {
  for (const [i, token] of tokens.entries()) {
    const utr = `BENCH${Date.now()}${i}`;
    await api.call('POST', '/api/wallet/add-money', {
      token,
      body: { amount: 100, transactionId: utr, bankUsername: 'bench' },
    });
  }
  const pending = await api.call('GET', '/api/admin/wallet/transactions?status=PENDING', {
    token: admin,
  });
  for (const tx of pending.body as { id: number }[]) {
    await api.call('POST', `/api/admin/wallet/transactions/${tx.id}/approve`, {
      token: admin,
      body: {},
    });
  }
}

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

    const admin = await adminToken(api);
    const players: string[] = [];
    for (let n = 0; n < PLAYERS; n += 1) {
      const mobile = `7${String(n).padStart(9, '0')}`;
      // Each player signs up from a phone of its own, as the gateway would name it.
      const { token } = await registerPlayer(api, backend.dataDir, n, mobile, clientAddressOf(n));
      await giveAdultBirthday(api, token);
      players.push(token);
    }
    await fundPlayers(api, admin, players);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const tournamentId = await createPaidTournament(api, admin, round);
      let booked = 0;
      const report = await runLoad(PLAYERS, PLAYERS, async (i) => {
        const res = await api.call('POST', '/api/bookings/slot', {
          token: players[i],
          body: {
            tournamentId,
            teamName: `Bench Squad ${i}`,
            inGameName: `IGL${i}`,
            player2: 'P2',
            player3: 'P3',
            player4: 'P4',
            whatsappNumber: '9876543210',
          },
        });
        if (res.status === 200) booked += 1;
      });
      if (booked !== SLOTS)
        throw new Error(`round ${round}: ${booked} bookings for ${SLOTS} slots`);
      lines.push(
        formatReport(`${kind}: booking requests, ${PLAYERS} players for ${SLOTS} slots`, report) +
          `  → ${booked} booked`,
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

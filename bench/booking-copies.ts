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
import {
  type ApiClient,
  clientAddressOf,
  createApiClient,
  fundAndOpenRegistration,
  giveAdultBirthday,
  registerPlayer,
} from './support/api-client';
import { BENCH_ADMIN, type BackendProcess, startBackendProcess } from './support/backend-process';
import { formatReport, runLoad } from './support/load';
import { benchSetting } from './support/size';

const PLAYERS = benchSetting('BENCH_PLAYERS', 2000, 6);
const SLOTS = benchSetting('BENCH_SLOTS', 1000, 3);
const ROUNDS = benchSetting('BENCH_ROUNDS', 3, 1);
const CONCURRENCY = benchSetting('BENCH_CONCURRENCY', 200, 6);
const SETUP_CONCURRENCY = 8;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const THROUGH_POOLER = Boolean(
  process.env.DATABASE_DIRECT_URL && process.env.DATABASE_DIRECT_URL !== SERVER_URL,
);
const HOUR = 3_600_000;
const ENTRY_FEE_RUPEES = 10;
const PRIZE_POOL_RUPEES = 5000;

// Sign-ups are the set-up, not what is measured: hashed at a test's cost, as the tests do.
Object.assign(process.env, TEST_PASSWORD_HASHING);

async function ok<T>(api: ApiClient, method: string, path: string, options = {}): Promise<T> {
  const res = await api.call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

async function organiserToken(api: ApiClient): Promise<string> {
  return (await ok<{ jwt: string }>(api, 'POST', '/api/auth/login', { body: BENCH_ADMIN })).jwt;
}

/** PLAYERS adults signed up, each with enough in the wallet for every round's entry fee. */
async function fundedAdults(api: ApiClient, backend: BackendProcess, organiser: string) {
  const tokens: string[] = [];
  await runLoad(PLAYERS, SETUP_CONCURRENCY, async (n) => {
    const mobile = `7${String(n).padStart(9, '0')}`;
    const { token } = await registerPlayer(api, backend.dataDir, n, mobile, clientAddressOf(n));
    await giveAdultBirthday(api, token);
    await ok(api, 'POST', '/api/wallet/add-money', {
      token,
      body: {
        amount: ENTRY_FEE_RUPEES * ROUNDS * 2,
        transactionId: `BOOKBENCH${Date.now().toString(36)}${n}`.toUpperCase(),
        bankUsername: 'bench',
      },
    });
    tokens.push(token);
  });
  // The desk lists a page of pending deposits at a time: approve pages until none is left.
  for (;;) {
    const pending = await ok<{ id: number }[]>(
      api,
      'GET',
      '/api/admin/wallet/transactions?status=PENDING',
      { token: organiser },
    );
    if (pending.length === 0) break;
    await runLoad(pending.length, SETUP_CONCURRENCY, async (i) => {
      await ok(api, 'POST', `/api/admin/wallet/transactions/${pending[i]!.id}/approve`, {
        token: organiser,
        body: {},
      });
    });
  }
  return tokens;
}

async function bookableTournament(api: ApiClient, organiser: string, label: string) {
  const now = Date.now();
  const { tournId } = await ok<{ tournId: number }>(api, 'POST', '/api/admin/tournaments', {
    token: organiser,
    body: {
      kind: 'normal',
      tournName: `Copies Cup ${label}`,
      tournPp: PRIZE_POOL_RUPEES,
      entryFee: ENTRY_FEE_RUPEES,
      totalSlots: SLOTS,
      matchesCount: 3,
      tournStart: new Date(now + 48 * HOUR).toISOString(),
      regStart: new Date(now - HOUR).toISOString(),
      regEnd: new Date(now + 24 * HOUR).toISOString(),
      status: 'upcoming',
    },
  });
  await fundAndOpenRegistration(
    api,
    { token: organiser, password: BENCH_ADMIN.password },
    tournId,
    PRIZE_POOL_RUPEES,
  );
  return tournId;
}

/** One round: every player books at once, the i-th request to copy i mod the copies. */
async function bookingRound(copies: ApiClient[], players: string[], tournamentId: number) {
  let booked = 0;
  const report = await runLoad(players.length, CONCURRENCY, async (i) => {
    const res = await copies[i % copies.length]!.call('POST', '/api/bookings/slot', {
      token: players[i],
      body: {
        tournamentId,
        teamName: `Copies Squad ${i}`,
        inGameName: `IGL${i}`,
        player2: 'P2',
        player3: 'P3',
        player4: 'P4',
        whatsappNumber: '9876543210',
      },
    });
    if (res.status === 200) booked += 1;
    else if (res.status >= 500) throw new Error(`booking answered ${res.status}`);
  });
  if (booked !== SLOTS) throw new Error(`${booked} bookings for ${SLOTS} slots`);
  return report;
}

const first = await startBackendProcess(SERVER_URL);
const second = await startBackendProcess(undefined, { databaseUrl: first.databaseUrl });
const apis = [first, second].map((copy) => createApiClient(copy.baseUrl, CONCURRENCY));
const lines: string[] = [];
try {
  const organiser = await organiserToken(apis[0]!);
  console.warn(`signing up and funding ${PLAYERS} players…`);
  const players = await fundedAdults(apis[0]!, first, organiser);
  for (const copies of [1, 2]) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const tournamentId = await bookableTournament(apis[0]!, organiser, `${copies}-${round}`);
      const report = await bookingRound(apis.slice(0, copies), players, tournamentId);
      lines.push(
        `${formatReport(`${copies} backend${copies > 1 ? 's' : ''}, round ${round}: ${PLAYERS} players for ${SLOTS} slots`, report)}  → ${SLOTS} booked`,
      );
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

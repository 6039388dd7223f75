import { spawn } from 'node:child_process';
import {
  BENCH_PLAYER_PASSWORD,
  createApiClient,
  registerPlayer,
} from '../../../bench/support/api-client';
import { BENCH_ADMIN, PROCESS_SECRETS } from '../../../bench/support/backend-process';
import { REPO_ROOT } from '../product';
import { recordDecision, recordDeposit } from './soak-beliefs';
import type { SoakHttp } from './soak-http';
import type { Beliefs } from './soak-beliefs';
import type { SoakOrganiser, SoakPlayer } from './soak-world';

/**
 * The soak's people, made through the product's own ways in: players register through the
 * e-mailed code (read from the backend's dev outbox), the first organiser is the one the
 * backend creates from ADMIN_MOBILE, the second a registered account promoted by id with the
 * organiser command (decision 009). Each player starts with one approved deposit.
 */

/**
 * Requests a player may plan under the limits (decision 010): the backend allows 30 deposits and
 * withdrawals per 15 minutes, the gateway 20 an hour, the backend 10 team joins per 15 minutes.
 * The rest is room for retries, which spend the limits too (the gateway's even while the
 * backend is down); a retry refused by a limit leaves its client not knowing what happened.
 */
export const WALLET_REQUESTS_PER_PLAYER = 18;
export const GATEWAY_WALLET_REQUESTS_PER_PLAYER = 8;
export const TEAM_JOINS_PER_PLAYER = 6;
const STARTING_DEPOSIT_RUPEES = 500;
/** Registrations at once: each runs scrypt, which the backend runs as many at once as cores with 32 waiting. */
const REGISTRATIONS_AT_ONCE = 8;

export interface SetupContext {
  backendUrl: string;
  dataDir: string;
  databaseUrl: string;
  http: SoakHttp;
  beliefs: Beliefs;
  tag: string;
}

async function inBatches<T>(count: number, atOnce: number, work: (n: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next;
      next += 1;
      results[n] = await work(n);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}

/** Runs the compiled organiser command against the soak's database. */
function organiserCommand(databaseUrl: string, dataDir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', 'dist/backend/src/cli/organiser.js', ...args],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          ...PROCESS_SECRETS,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`organiser ${args.join(' ')}: ${errors}`)),
    );
  });
}

async function login(
  api: ReturnType<typeof createApiClient>,
  credentials: { mobile: string; password: string },
) {
  const answer = await api.call('POST', '/api/auth/login', { body: credentials });
  if (answer.status !== 200) throw new Error(`login ${credentials.mobile}: ${answer.status}`);
  return (answer.body as { jwt: string }).jwt;
}

async function userIdOf(api: ReturnType<typeof createApiClient>, token: string) {
  const answer = await api.call('GET', '/api/v1/profile/me', { token });
  if (answer.status !== 200) throw new Error(`profile: ${answer.status}`);
  return (answer.body as { id: number }).id;
}

/** Registers `count` players (numbered from 1) and the account that becomes organiser B (0). */
export async function setUpPeople(
  ctx: SetupContext,
  count: number,
): Promise<{ players: SoakPlayer[]; organisers: [SoakOrganiser, SoakOrganiser] }> {
  const api = createApiClient(ctx.backendUrl, REGISTRATIONS_AT_ONCE * 2);
  try {
    const accounts = await inBatches(count + 1, REGISTRATIONS_AT_ONCE, async (n) => {
      const mobile = `7${String(n).padStart(9, '0')}`;
      // Each from an address of its own: one address may ask for 30 hashes a minute.
      const clientIp = `198.18.${n >> 8}.${n & 255}`;
      const { token } = await registerPlayer(api, ctx.dataDir, n, mobile, clientIp);
      return { mobile, token, id: await userIdOf(api, token) };
    });
    const [second, ...rest] = accounts;
    await organiserCommand(ctx.databaseUrl, ctx.dataDir, ['promote', String(second!.id)]);
    const firstToken = await login(api, BENCH_ADMIN);
    const organisers: [SoakOrganiser, SoakOrganiser] = [
      { id: await userIdOf(api, firstToken), token: firstToken, name: 'organiser A' },
      {
        id: second!.id,
        // Promotion ended the account's earlier sessions.
        token: await login(api, { mobile: second!.mobile, password: BENCH_PLAYER_PASSWORD }),
        name: 'organiser B',
      },
    ];
    const players = rest.map((account) => ({
      id: account.id,
      token: account.token,
      walletLeft: WALLET_REQUESTS_PER_PLAYER,
      gatewayWalletLeft: GATEWAY_WALLET_REQUESTS_PER_PLAYER,
      joinsLeft: TEAM_JOINS_PER_PLAYER,
    }));
    return { players, organisers };
  } finally {
    await api.close();
  }
}

/** One deposit per player, approved by organiser A, so entries and withdrawals can be paid. */
export async function fundPlayers(
  ctx: SetupContext,
  players: SoakPlayer[],
  organiser: SoakOrganiser,
): Promise<void> {
  const amountPaise = STARTING_DEPOSIT_RUPEES * 100;
  await inBatches(players.length, 8, async (n) => {
    const player = players[n]!;
    const utr = `${ctx.tag}F${n}`;
    player.walletLeft -= 1;
    const outcome = await ctx.http.rest({
      method: 'POST',
      path: '/api/wallet/add-money',
      token: player.token,
      body: { amount: STARTING_DEPOSIT_RUPEES, transactionId: utr, bankUsername: 'Soak Bank' },
      key: `${ctx.tag}-fund-${n}`,
    });
    if (outcome.status !== 200) throw new Error(`funding deposit: ${outcome.status}`);
    recordDeposit(ctx.beliefs, utr, { userId: player.id, outcome: 'received', definite: true });
  });
  // The desk lists at most 500 at a time: approve until none is left.
  for (;;) {
    const pending = await ctx.http.rest({
      method: 'GET',
      path: '/api/admin/wallet/transactions?status=PENDING&type=ADD_MONEY&limit=500',
      token: organiser.token,
    });
    const transactions = pending.body as { id: number; userId: number }[];
    if (!transactions.length) return;
    await inBatches(transactions.length, 8, async (n) => {
      const tx = transactions[n]!;
      const outcome = await ctx.http.rest({
        method: 'POST',
        path: `/api/admin/wallet/transactions/${tx.id}/approve`,
        token: organiser.token,
        body: {},
        key: `${ctx.tag}-fund-approve-${tx.id}`,
      });
      if (outcome.status !== 200) throw new Error(`funding approval: ${outcome.status}`);
      recordDecision(
        ctx.beliefs,
        { id: tx.id, type: 'ADD_MONEY', userId: tx.userId, amountPaise },
        { organiser: organiser.name, decision: 'approve', ok: true, definite: true },
      );
    });
  }
}

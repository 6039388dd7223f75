/**
 * Fan-out of one room release: N sockets on one gateway (default 2,000, shared by P booked
 * players, several devices each) subscribe to `roomReleased`; the organiser publishes the room;
 * each socket notes when it arrives. Backend and gateway run as child processes (embedded PGlite).
 * Prints p50/p99/max from publish to receipt, how many arrived, and the gateway's resident memory
 * per open socket.
 *
 *   npm run bench:live            (BENCH_SOCKETS=2000 BENCH_PLAYERS=100)
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { type ApiClient, clientAddressOf, createApiClient, readOtp } from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { bookFreeSlot } from './support/free-tournaments';
import { startGatewayProcess } from './support/gateway-process';
import { metric, metricsUrlOf, openLiveSocket } from './support/live-sockets';
import { inBatches, percentile } from './support/load';
import { benchSetting } from './support/size';

const SOCKETS = benchSetting('BENCH_SOCKETS', 2000, 20);
const PLAYERS = benchSetting('BENCH_PLAYERS', 100, 4);
const HOUR = 3_600_000;
const ROOM = { roomId: '987654321', password: 'fanout' };
const SUBSCRIPTION = `subscription Room($id: ID!) { roomReleased(tournamentId: $id) { tournamentId released roomId password } }`;

async function ok(
  api: ApiClient,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await api.call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

async function registerAndBook(api: ApiClient, dataDir: string, n: number, tournamentId: number) {
  const headers = { 'x-client-ip': clientAddressOf(n) };
  const email = `fanout.player${n}@gmail.com`;
  await ok(api, 'POST', `/api/auth/send-registration-otp?email=${encodeURIComponent(email)}`, {
    headers,
  });
  const otp = await readOtp(dataDir, email);
  const mobile = String(7_000_000_000 + n);
  const registered = await ok(api, 'POST', `/api/auth/register?otp=${otp}`, {
    headers,
    body: { username: `fanout.player${n}`, email, mobile, password: 'fanout-pass-1' },
  });
  const token = registered.token as string;
  await bookFreeSlot(
    api,
    tournamentId,
    { token, clientIp: headers['x-client-ip'] },
    `Fanout Squad ${n}`,
  );
  return token;
}

async function main() {
  const backend = await startBackendProcess();
  // One forwarded address per socket: the bench plays many phones, not one abusive address.
  const gateway = await startGatewayProcess(backend.baseUrl, {
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: 'info',
  });
  const api = createApiClient(backend.baseUrl, 16);
  const clients: Client[] = [];
  try {
    const admin = (await ok(api, 'POST', '/api/auth/login', { body: BENCH_ADMIN })).jwt as string;
    const now = Date.now();
    const tournament = await ok(api, 'POST', '/api/admin/tournaments', {
      token: admin,
      body: {
        kind: 'normal',
        tournName: 'Fan-out Cup',
        tournPp: 5000,
        entryFee: 0,
        totalSlots: PLAYERS,
        matchesCount: 1,
        tournStart: new Date(now + 2 * HOUR).toISOString(),
        regStart: new Date(now - HOUR).toISOString(),
        regEnd: new Date(now + HOUR).toISOString(),
        status: 'upcoming',
      },
    });
    const tournamentId = tournament.tournId as number;
    const tokens: string[] = [];
    await inBatches(PLAYERS, 8, async (n) => {
      tokens[n] = await registerAndBook(api, backend.dataDir, n, tournamentId);
    });

    const metricsUrl = metricsUrlOf(gateway.output);
    const rssBefore = metricsUrl ? await metric(metricsUrl, 'process_resident_memory_bytes') : NaN;
    const received: number[] = [];
    let wrong = 0;
    let publishedAt = 0;
    let ready = 0;
    await inBatches(SOCKETS, 50, async (index) => {
      const address = clientAddressOf(100_000 + index);
      const client = await openLiveSocket(gateway.url, address, {
        authorization: `Bearer ${tokens[index % PLAYERS]}`,
      });
      clients.push(client);
      client.subscribe(
        { query: SUBSCRIPTION, variables: { id: String(tournamentId) } },
        {
          next: (result) => {
            const room = (result.data as { roomReleased?: { roomId: string } } | undefined)
              ?.roomReleased;
            if (room?.roomId === ROOM.roomId) received.push(performance.now() - publishedAt);
            else wrong += 1;
          },
          error: () => (wrong += 1),
          complete: () => undefined,
        },
      );
      ready += 1;
    });
    // Subscriptions are registered once the gateway has read each subscribe message; wait for
    // its gauge to count them all (or, without metrics, for the sockets to be quiet a moment).
    for (let attempt = 0; metricsUrl && attempt < 600; attempt += 1) {
      if ((await metric(metricsUrl, 'graphql_subscriptions_active')) >= SOCKETS) break;
      await sleep(100);
    }
    const rssAfter = metricsUrl ? await metric(metricsUrl, 'process_resident_memory_bytes') : NaN;

    publishedAt = performance.now();
    const published = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($id: ID!, $roomId: String!, $password: String!, $at: DateTime) {
          publishRoom(tournamentId: $id, roomId: $roomId, password: $password, releaseAt: $at) { errors { message } }
        }`,
        variables: { id: String(tournamentId), ...ROOM, at: new Date().toISOString() },
      }),
    });
    const publishAnswered = performance.now() - publishedAt;
    if (!published.ok) throw new Error(`publishRoom: ${published.status}`);
    for (let waited = 0; received.length + wrong < SOCKETS && waited < 60_000; waited += 50) {
      await sleep(50);
    }
    received.sort((a, b) => a - b);
    const perSocketKb = (rssAfter - rssBefore) / SOCKETS / 1024;
    process.stdout.write(
      `${[
        `sockets ${ready} (players ${PLAYERS}), received ${received.length}, wrong ${wrong}`,
        `publish answered in ${publishAnswered.toFixed(0)} ms`,
        `publish → receipt: p50 ${percentile(received, 50).toFixed(0)} ms, p99 ${percentile(received, 99).toFixed(0)} ms, max ${(received.at(-1) ?? NaN).toFixed(0)} ms`,
        `gateway RSS ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssAfter / 2 ** 20).toFixed(0)} MiB with the sockets: ${perSocketKb.toFixed(1)} KiB per socket`,
      ].join('\n')}\n`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await api.close();
    await gateway.stop();
    await backend.stop();
  }
}

await main();

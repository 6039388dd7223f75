/**
 * What one slot booking costs the backend while many watch its tournament: N anonymous
 * subscriptions (default 2,000, 10 per socket) of `tournamentUpdated` with the details page's
 * selection (standings included) on one gateway; one player books; every subscriber notes when
 * the new slot count arrives. Backend and gateway run as child processes (embedded PGlite).
 * Prints the gateway's upstream calls between the booking and the last receipt (from its
 * `upstream_requests_total`), and p50/p99/max from booking to receipt.
 *
 *   npm run bench:live:booking    (BENCH_SUBSCRIPTIONS=2000 BENCH_PER_SOCKET=10)
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { clientAddressOf, createApiClient, registerPlayer } from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { startGatewayProcess } from './support/gateway-process';
import { metric, metricsUrlOf, openLiveSocket } from './support/live-sockets';
import { percentile } from './support/load';
import { benchSetting } from './support/size';

const SUBSCRIPTIONS = benchSetting('BENCH_SUBSCRIPTIONS', 2000, 20);
const PER_SOCKET = benchSetting('BENCH_PER_SOCKET', 10, 5);
const HOUR = 3_600_000;
const TOTAL_SLOTS = 12;
const MATCHES = 2;
const LINE = 'rank teamName matchesPlayed booyahs positionPoints kills total';
/** The web app's TournamentUpdated (tournament-live.graphql), its fragment written out. */
const SUBSCRIPTION = `subscription TournamentUpdated($id: ID!, $kind: TournamentKind!) {
  tournamentUpdated(id: $id, kind: $kind) {
    id kind name status totalSlots slotsAvailable startsAt registrationOpensAt
    registrationClosesAt matchesCount bookingClosedReason
    standings { overall { ${LINE} } matches { matchNumber lines { ${LINE} } } }
  }
}`;

/** Every upstream call the gateway counted so far, whatever its route and outcome. */
async function upstreamCalls(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('upstream_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

async function main() {
  const backend = await startBackendProcess();
  const gateway = await startGatewayProcess(backend.baseUrl, {
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: 'info',
  });
  const api = createApiClient(backend.baseUrl, 4);
  const clients: Client[] = [];
  try {
    const login = await api.call('POST', '/api/auth/login', { body: BENCH_ADMIN });
    const admin = (login.body as { jwt: string }).jwt;
    const now = Date.now();
    const created = await api.call('POST', '/api/admin/tournaments', {
      token: admin,
      body: {
        kind: 'normal',
        tournName: 'Booking Fan-out Cup',
        tournPp: 5000,
        entryFee: 0,
        totalSlots: TOTAL_SLOTS,
        matchesCount: MATCHES,
        tournStart: new Date(now + 2 * HOUR).toISOString(),
        regStart: new Date(now - HOUR).toISOString(),
        regEnd: new Date(now + HOUR).toISOString(),
        status: 'upcoming',
      },
    });
    const tournamentId = (created.body as { tournId: number }).tournId;
    const player = await registerPlayer(api, backend.dataDir, 1, '7000000001', clientAddressOf(1));

    const metricsUrl = metricsUrlOf(gateway.output);
    if (!metricsUrl) throw new Error('the gateway did not say where its metrics are');
    const received: number[] = [];
    let refused = 0;
    let bookedAt = 0;
    const sockets = Math.ceil(SUBSCRIPTIONS / PER_SOCKET);
    for (let socket = 0; socket < sockets; socket += 1) {
      // One address per socket: a crowd of phones, held back by no per-address cap.
      const address = clientAddressOf(100_000 + socket);
      const client = await openLiveSocket(gateway.url, address);
      clients.push(client);
      const count = Math.min(PER_SOCKET, SUBSCRIPTIONS - socket * PER_SOCKET);
      for (let n = 0; n < count; n += 1) {
        client.subscribe(
          { query: SUBSCRIPTION, variables: { id: String(tournamentId), kind: 'NORMAL' } },
          {
            next: (result) => {
              const pushed = (result.data as { tournamentUpdated?: { slotsAvailable: number } })
                ?.tournamentUpdated;
              if (pushed?.slotsAvailable === TOTAL_SLOTS - 1) {
                received.push(performance.now() - bookedAt);
              } else refused += 1;
            },
            error: () => (refused += 1),
            complete: () => undefined,
          },
        );
      }
    }
    for (let waited = 0; waited < 60_000; waited += 100) {
      if ((await metric(metricsUrl, 'graphql_subscriptions_active')) >= SUBSCRIPTIONS) break;
      await sleep(100);
    }

    const callsBefore = await upstreamCalls(metricsUrl);
    bookedAt = performance.now();
    const booked = await api.call('POST', '/api/bookings/slot', {
      token: player.token,
      clientIp: clientAddressOf(1),
      body: {
        tournamentId,
        teamName: 'Booking Squad',
        inGameName: 'BookingIGL',
        player2: 'P2',
        player3: 'P3',
        player4: 'P4',
        whatsappNumber: '9876543210',
      },
    });
    if (booked.status >= 300) throw new Error(`booking: ${booked.status}`);
    for (let waited = 0; received.length + refused < SUBSCRIPTIONS && waited < 60_000;) {
      await sleep(50);
      waited += 50;
    }
    const calls = (await upstreamCalls(metricsUrl)) - callsBefore;
    received.sort((a, b) => a - b);
    process.stdout.write(
      `${[
        `subscriptions ${SUBSCRIPTIONS} on ${sockets} sockets, received ${received.length}, other ${refused}`,
        `backend calls by the gateway for one booking: ${calls}`,
        `booking → receipt: p50 ${percentile(received, 50).toFixed(0)} ms, p99 ${percentile(received, 99).toFixed(0)} ms, max ${(received.at(-1) ?? NaN).toFixed(0)} ms`,
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

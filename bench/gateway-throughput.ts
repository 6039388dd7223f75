/**
 * The gateway against the backend it fronts, all in one process tree (backend and gateway each
 * a child process of this script, embedded PGlite), each pair in the same run at the same
 * concurrency:
 *  (a) the list screen: the spec client's two REST calls (normal and special lists, sent
 *      together) against the web app's TournamentList query, as a visitor sends it (a persisted
 *      query over GET);
 *  (b) a visitor's normal tournament details: the spec client's REST call against the web app's
 *      TournamentDetails query, the same way;
 *  (c) a logged-in player's details screen with every tab as the spec's client fetches it (one
 *      REST call after another: tournament, isBooked, teams, room, overall points, each match's
 *      points) against one GraphQL query, under load and for one client alone.
 * The pairs (a) and (b) are measured in alternating turns, so load from elsewhere on the machine
 * weighs on both alike. Prints throughput, p50 and p99 of each and the ratios.
 *
 *   npm run bench:gateway
 */
import { type ApiClient, clientAddressOf, createApiClient } from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { startGatewayProcess } from './support/gateway-process';
import { type LoadReport, formatReport, runAlternating, runLoad } from './support/load';
import { type WebOperation, persistedGetPath, webOperation } from './support/web-operations';
import { benchSetting } from './support/size';

const REQUESTS = benchSetting('BENCH_REQUESTS', 3000, 40);
const DETAIL_REQUESTS = benchSetting('BENCH_DETAIL_REQUESTS', 600, 20);
const CONCURRENCY = benchSetting('BENCH_CONCURRENCY', 16, 4);
const MATCHES = 6;
const HOUR = 3600_000;

const WARM_UP = benchSetting('BENCH_WARM_UP', 200, 10);
const ALONE_REQUESTS = benchSetting('BENCH_ALONE_REQUESTS', 200, 10);
const DETAILS_QUERY = `query Details($id: ID!) {
  tournament(id: $id) {
    id name organiser type mode startsAt matchesCount status bookingClosedReason
    prizePool { formatted } entryFee { formatted } isFree slotsAvailable totalSlots
    viewerBooking { booked canBook }
    teams { id name players { position inGameName } }
    room { released roomId password }
    standings {
      overall { rank teamName matchesPlayed booyahs positionPoints kills total }
      matches { matchNumber lines { rank teamName kills positionPoints total } }
    }
  }
}`;

async function ok(
  api: ApiClient,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
) {
  const res = await api.call(method, path, options);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** A free tournament with 6 matches, the demo player booked in it, results and room posted. */
async function prepareDetails(api: ApiClient) {
  const admin = (await ok(api, 'POST', '/api/auth/login', { body: BENCH_ADMIN })).jwt as string;
  const player = (
    await ok(api, 'POST', '/api/auth/login', {
      body: { mobile: '9000000001', password: 'demo123' },
    })
  ).jwt as string;
  const now = Date.now();
  const tournament = await ok(api, 'POST', '/api/admin/tournaments', {
    token: admin,
    body: {
      kind: 'normal',
      tournName: 'Bench Details Cup',
      tournPp: 5000,
      entryFee: 0,
      totalSlots: 12,
      matchesCount: MATCHES,
      tournStart: new Date(now + 48 * HOUR).toISOString(),
      regStart: new Date(now - HOUR).toISOString(),
      regEnd: new Date(now + 24 * HOUR).toISOString(),
      status: 'upcoming',
    },
  });
  const id = tournament.tournId as number;
  await ok(api, 'POST', '/api/bookings/slot', {
    token: player,
    body: {
      tournamentId: id,
      teamName: 'Bench Squad',
      inGameName: 'IGL',
      player2: 'P2',
      player3: 'P3',
      player4: 'P4',
      whatsappNumber: '9876543210',
    },
  });
  for (let matchId = 1; matchId <= MATCHES; matchId += 1) {
    await ok(api, 'POST', `/api/admin/tournaments/${id}/results`, {
      token: admin,
      body: {
        matchId,
        rows: [
          {
            teamName: 'Bench Squad',
            player1Kills: 3,
            player2Kills: 2,
            player3Kills: 1,
            player4Kills: 0,
            postionPoints: 12,
            booyah: 1,
          },
        ],
      },
    });
  }
  await ok(api, 'PUT', `/api/admin/tournaments/${id}/room`, {
    token: admin,
    body: { roomId: '1234567', roomPassword: 'ccl' },
  });
  return { id, player };
}

/** The spec's client: each call after the previous one. */
async function detailsAsSpecClient(api: ApiClient, id: number, token: string) {
  await ok(api, 'GET', `/api/tourney/tournament/${id}`);
  await ok(api, 'GET', `/api/bookings/isBooked/${id}`, { token });
  await ok(api, 'GET', `/api/bookings/get-team-details/${id}`, { token });
  await ok(api, 'GET', `/api/tourney/${id}/room-details`, { token });
  await ok(api, 'GET', `/api/points/getResultsByTournId?tournId=${id}`);
  for (let matchId = 1; matchId <= MATCHES; matchId += 1) {
    await ok(
      api,
      'GET',
      `/api/points/getResultsByTournId&MatchId?tournId=${id}&matchId=${matchId}`,
    );
  }
}

async function graphql(
  gateway: ApiClient,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const res = await gateway.call('POST', '/graphql', { body: { query, variables }, token });
  const body = res.body as { errors?: unknown[] };
  if (res.status !== 200 || body.errors)
    throw new Error(`graphql: ${res.status} ${JSON.stringify(body.errors)}`);
}

let visitors = 0;
const nextVisitor = () => clientAddressOf(1_000 + (visitors++ % 50_000));

/**
 * A visitor's query as the web app sends it: the persisted query's hash over GET, with the
 * content type Apollo Client always sends (which satisfies CSRF prevention). The first call
 * registers the query (POST with its text), as the client does after PERSISTED_QUERY_NOT_FOUND.
 */
async function persisted(
  gateway: ApiClient,
  operation: WebOperation,
  variables: Record<string, unknown>,
) {
  // Many visitors, each from an address of their own, as the gateway's per-address budget for
  // visitors' upstream calls expects (one address's budget would refuse the bench's thousands).
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextVisitor() };
  const res = await gateway.call('GET', persistedGetPath(operation, variables), { headers });
  const body = res.body as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  if (res.status === 200 && !body.errors) return;
  if (body.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') {
    const { query, operationName, sha256Hash } = operation;
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const sent = await gateway.call('POST', '/graphql', {
      body: { query, operationName, variables, extensions },
      headers: { 'x-forwarded-for': headers['x-forwarded-for'] },
    });
    if (sent.status === 200 && !(sent.body as { errors?: unknown }).errors) return;
  }
  throw new Error(`persisted ${operation.operationName}: ${res.status} ${JSON.stringify(body)}`);
}

/** The spec client's list screen: both lists asked for at once. */
const listAsSpecClient = async (api: ApiClient) => {
  await Promise.all([
    ok(api, 'GET', '/api/tourney/tournaments'),
    ok(api, 'GET', '/api/special/tournaments'),
  ]);
};

const ratio = (a: LoadReport, b: LoadReport) =>
  `throughput ×${(b.perSecond / a.perSecond).toFixed(2)}, p50 ×${(b.p50Ms / a.p50Ms).toFixed(2)}, p99 ×${(b.p99Ms / a.p99Ms).toFixed(2)}`;

/** Warms both sides up, then measures REST and GraphQL in alternating turns. */
async function pair(total: number, rest: () => Promise<void>, gql: () => Promise<void>) {
  await runLoad(WARM_UP, CONCURRENCY, rest);
  await runLoad(WARM_UP, CONCURRENCY, gql);
  const [restReport, gqlReport] = await runAlternating(total, CONCURRENCY, [rest, gql]);
  return { rest: restReport, gql: gqlReport };
}

const listOperation = webOperation('TournamentList');
const detailsOperation = webOperation('TournamentDetails');
const backend = await startBackendProcess();
// The gateway trusts one proxy hop, as behind nginx: each visitor's address is its own.
const gatewayProcess = await startGatewayProcess(backend.baseUrl, { TRUST_PROXY_HOPS: '1' });
const api = createApiClient(backend.baseUrl, CONCURRENCY);
const gateway = createApiClient(gatewayProcess.url, CONCURRENCY);
try {
  const { id, player } = await prepareDetails(api);
  const list = await pair(
    REQUESTS,
    () => listAsSpecClient(api),
    () => persisted(gateway, listOperation, {}),
  );
  const visitor = await pair(
    REQUESTS,
    () => ok(api, 'GET', `/api/tourney/tournament/${id}`).then(() => undefined),
    () => persisted(gateway, detailsOperation, { id: String(id) }),
  );
  const restDetails = await runLoad(DETAIL_REQUESTS, CONCURRENCY, () =>
    detailsAsSpecClient(api, id, player),
  );
  const gqlDetails = await runLoad(DETAIL_REQUESTS, CONCURRENCY, () =>
    graphql(gateway, DETAILS_QUERY, { id: String(id) }, player),
  );
  // One phone alone: what the player waits for when the servers are not busy.
  const restAlone = await runLoad(ALONE_REQUESTS, 1, () => detailsAsSpecClient(api, id, player));
  const gqlAlone = await runLoad(ALONE_REQUESTS, 1, () =>
    graphql(gateway, DETAILS_QUERY, { id: String(id) }, player),
  );
  const lines = [
    formatReport(`(a) list, spec client: 2 REST calls (c=${CONCURRENCY})`, list.rest),
    formatReport(`(a) list, TournamentList persisted GET`, list.gql),
    `    GraphQL/REST: ${ratio(list.rest, list.gql)}`,
    formatReport(`(b) visitor's details, spec client: 1 REST call`, visitor.rest),
    formatReport(`(b) visitor's details, TournamentDetails persisted GET`, visitor.gql),
    `    GraphQL/REST: ${ratio(visitor.rest, visitor.gql)}`,
    formatReport(
      `(c) player's details, spec client: ${5 + MATCHES} REST calls in turn`,
      restDetails,
    ),
    formatReport(`(c) player's details, one GraphQL query`, gqlDetails),
    `    GraphQL/REST: ${ratio(restDetails, gqlDetails)}`,
    formatReport(`(c) player's details, spec client, one client alone (c=1)`, restAlone),
    formatReport(`(c) player's details, one GraphQL query, one client alone`, gqlAlone),
    `    GraphQL/REST: ${ratio(restAlone, gqlAlone)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await api.close();
  await gateway.close();
  await gatewayProcess.stop();
  await backend.stop();
}

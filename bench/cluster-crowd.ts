/**
 * Match start at scale on the cluster behind nginx (issue 25, decision 055): two backends, two
 * gateways, PostgreSQL and Redis, every request and socket through nginx.
 *
 *  (a) Room release: BENCH_PLAYERS booked players (BENCH_SOCKETS / BENCH_PLAYERS phones each)
 *      hold BENCH_SOCKETS live sockets spread over child processes (BENCH_SOCKETS_PER_PROCESS at
 *      most: one process may hold only so many open files), each from a loopback source address
 *      of its own, so nginx names a different client for each; the organiser releases every
 *      tournament's room at the same instant (a tournament has 1,000 slots at most, so the
 *      players are spread over several). Prints sockets delivered and missing, publish → receipt
 *      p50/p99/max, sockets per gateway and each gateway's resident memory per socket.
 *  (c) Once the rooms are released, every player opens IDP (the web app's TournamentRoom and
 *      TournamentSchedule queries, as the tab sends them) through nginx, evenly over
 *      BENCH_IDP_SECONDS. Prints p50/p99/max for the screen (both answered) and errors.
 *  (b) Then every socket drops and connects again (and subscribes again) at a random moment
 *      within BENCH_STORM_SECONDS. Prints sockets refused (by close code), sockets that got their
 *      room again (the gateway pushes it on subscribe), and the backend requests the storm cost:
 *      the backends' http_requests_total and the gateways' upstream_requests_total, per player.
 *
 * Exits non-zero when a room was not delivered, a socket refused or an IDP request failed.
 * Targets (issue 25): (a) p99 <= 1 s; (b) none refused, at most one backend call per player;
 * (c) p99 <= 500 ms.
 *
 *   npm run bench:crowd     (BENCH_SOCKETS=20000 BENCH_PLAYERS=5000 BENCH_STORM_SECONDS=60
 *                            BENCH_IDP_SECONDS=10 BENCH_SOCKETS_PER_PROCESS=5000)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type ApiClient, createApiClient, registerPlayer } from './support/api-client';
import { BENCH_ADMIN } from './support/backend-process';
import { type BenchCluster, startBenchCluster } from './support/bench-cluster';
import { bookFreeSlot, createFreeTournament, publishRoom } from './support/free-tournaments';
import type {
  CrowdAnswer,
  CrowdCommand,
  CrowdSocketPlan,
  StormReport,
} from './support/crowd-protocol';
import { inBatches, percentile } from './support/load';
import { logReasonsSince, logSize, nginxErrorLogOf } from './support/nginx-log';
import { cpuBetween, processCpu } from './support/process-cpu';
import { benchSetting } from './support/size';

const SOCKETS = benchSetting('BENCH_SOCKETS', 20_000, 20);
const PLAYERS = benchSetting('BENCH_PLAYERS', 5_000, 5);
const STORM_SECONDS = benchSetting('BENCH_STORM_SECONDS', 60, 2);
const IDP_SECONDS = benchSetting('BENCH_IDP_SECONDS', 10, 1);
const PER_PROCESS = benchSetting('BENCH_SOCKETS_PER_PROCESS', 5_000, 10);
/** The backend's most slots in a tournament (MAX_TOTAL_SLOTS); tiny runs use several anyway. */
const SLOTS_PER_TOURNAMENT = benchSetting('BENCH_SLOTS_PER_TOURNAMENT', 1_000, 2);
const SETUP_CONCURRENCY = 16;
const now = () => performance.timeOrigin + performance.now();
const now0 = () => performance.now();

/** The web app's own query documents, read from its source so the bench asks what the tab asks. */
const WEB_API = new URL('../web/src/features/tournaments/api/', import.meta.url);
function definition(file: string, head: string): string {
  const text = readFileSync(new URL(file, WEB_API), 'utf8');
  const start = text.indexOf(head);
  if (start < 0) throw new Error(`${head} is not in ${file}`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`${head} in ${file} does not close`);
}
const IDP_QUERIES = [
  `${definition('tournament-tabs.graphql', 'query TournamentRoom(')}\n${definition('tournament-tabs.graphql', 'fragment RoomFields ')}`,
  definition('tournament-schedule.graphql', 'query TournamentSchedule('),
];

/** Socket i's source address: 127.c.b.a, a in 1..250, so every socket is a phone of its own. */
const addressOf = (i: number) =>
  `127.${10 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${1 + (i % 250)}`;
const roomOf = (tournamentId: number) => ({
  roomId: `55${tournamentId}0`,
  password: `crowd${tournamentId}`,
});

async function ok(api: ApiClient, method: string, path: string, body: unknown, token?: string) {
  const res = await api.call(method, path, { body, token, clientIp: '10.99.0.1' });
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** The sum of every series of `name` (labelled or not) a copy reports now. */
async function metricSum(url: string, name: string): Promise<number> {
  const text = await (await fetch(url)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      sum += Number(line.split(' ').at(-1));
  }
  return sum;
}

/** Each series of `name` by its labels, summed over the copies of `kind`. */
async function seriesOf(bench: BenchCluster, kind: 'backend' | 'gateway', name: string) {
  const series = new Map<string, number>();
  for (const [copy, url] of bench.metricsUrls) {
    if (!copy.startsWith(kind)) continue;
    for (const line of (await (await fetch(url)).text()).split('\n')) {
      if (!line.startsWith(`${name}{`)) continue;
      const labels = line.slice(name.length, line.lastIndexOf(' '));
      series.set(labels, (series.get(labels) ?? 0) + Number(line.split(' ').at(-1)));
    }
  }
  return series;
}

/** The series that grew most between two readings: where the requests went. */
function busiest(before: Map<string, number>, after: Map<string, number>, count = 6): string {
  return [...after]
    .map(([labels, value]) => [labels, value - (before.get(labels) ?? 0)] as const)
    .filter(([, grown]) => grown > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([labels, grown]) => `${grown} ${labels}`)
    .join(', ');
}

async function eachCopy(bench: BenchCluster, kind: 'backend' | 'gateway', name: string) {
  const figures = new Map<string, number>();
  for (const [copy, url] of bench.metricsUrls) {
    if (copy.startsWith(kind)) figures.set(copy, await metricSum(url, name));
  }
  return figures;
}
const total = (figures: Map<string, number>) => [...figures.values()].reduce((a, b) => a + b, 0);

let lostMails = 0;

/**
 * A player signed up; a sign-up whose code mail never appears is tried again under another
 * address. With two backends on one DATA_DIR the dev outbox can lose a mail: each names its
 * files by millisecond and a counter of its own, so both can write the same name at once.
 */
async function signUp(api: ApiClient, dataDir: string, player: number, mobile: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await registerPlayer(
        api,
        dataDir,
        player + attempt * 1_000_000,
        mobile,
        addressOf(player),
      );
    } catch (error) {
      if (attempt >= 2 || !/no OTP mail/.test((error as Error).message)) throw error;
      lostMails += 1;
    }
  }
}
/** Tournaments of SLOTS_PER_TOURNAMENT slots and PLAYERS players booked into them, in turn. */
async function setUp(bench: BenchCluster) {
  const api = createApiClient(bench.cluster.internalUrl, SETUP_CONCURRENCY);
  try {
    const admin = (await ok(api, 'POST', '/api/auth/login', BENCH_ADMIN)).jwt as string;
    const tournaments: number[] = [];
    for (let n = 0; n * SLOTS_PER_TOURNAMENT < PLAYERS; n += 1) {
      const slots = Math.min(SLOTS_PER_TOURNAMENT, PLAYERS - n * SLOTS_PER_TOURNAMENT);
      const name = `Crowd Cup ${n + 1}`;
      tournaments.push(await createFreeTournament(api, admin, { name, slots, prizePool: 5000 }));
    }
    const tokens: string[] = [];
    const tournamentOf = (player: number) =>
      tournaments[Math.floor(player / SLOTS_PER_TOURNAMENT)]!;
    let done = 0;
    await inBatches(PLAYERS, SETUP_CONCURRENCY, async (p) => {
      const mobile = `7${String(p).padStart(9, '0')}`;
      const { token } = await signUp(api, bench.dataDir, p, mobile);
      const player = { token, clientIp: addressOf(p) };
      await bookFreeSlot(api, tournamentOf(p), player, `Crowd Squad ${p}`);
      tokens[p] = token;
      done += 1;
      if (done % 500 === 0) console.warn(`  ${done} players booked`);
    });
    return { admin, tournaments, tokens, tournamentOf };
  } finally {
    await api.close();
  }
}

/** A child process holding sockets; `ask` sends a command and waits for the answer of `type`. */
function socketProcess() {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('support/crowd-sockets-worker.ts', import.meta.url))],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const waiting = new Map<string, (answer: CrowdAnswer) => void>();
  child.on('message', (answer: CrowdAnswer) => waiting.get(answer.type)?.(answer));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  function ask<T extends CrowdAnswer['type']>(command: CrowdCommand | undefined, type: T) {
    return new Promise<Extract<CrowdAnswer, { type: T }>>((resolve, reject) => {
      const onExit = () => reject(new Error(`a socket process exited waiting for ${type}`));
      child.once('exit', onExit);
      waiting.set(type, (answer) => {
        child.off('exit', onExit);
        waiting.delete(type);
        resolve(answer as Extract<CrowdAnswer, { type: T }>);
      });
      if (command) child.send(command);
    });
  }
  const ready = ask(undefined, 'ready');
  return {
    ready,
    ask,
    async close() {
      if (child.exitCode === null && child.connected) child.send({ type: 'close' } as CrowdCommand);
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill();
    },
  };
}

/** One POST of a GraphQL document through nginx from `address`, on a connection of its own. */
function graphqlFrom(url: string, address: string, token: string, query: string, id: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = JSON.stringify({ query, variables: { id: String(id) } });
    const request = http.request(`${url}/graphql`, {
      method: 'POST',
      localAddress: address,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** (c): every player opens IDP at its moment within IDP_SECONDS; durations of the whole screen. */
async function openIdp(url: string, tokens: string[], tournamentOf: (player: number) => number) {
  const durations: number[] = [];
  const roomDurations: number[] = [];
  const errors: string[] = [];
  const started = now0();
  await Promise.all(
    tokens.map(async (token, p) => {
      await sleep((p / tokens.length) * IDP_SECONDS * 1000);
      const id = tournamentOf(p);
      const t0 = now0();
      try {
        const answers = await Promise.all(
          IDP_QUERIES.map(async (query, n) => {
            const answer = await graphqlFrom(url, addressOf(p), token, query, id);
            if (n === 0) roomDurations.push(now0() - t0);
            return answer;
          }),
        );
        durations.push(now0() - t0);
        const failed = answers.find((answer) => !answer.body.startsWith('{'));
        if (failed) {
          errors.push(`HTTP ${failed.status}: ${failed.body.replace(/\s+/g, ' ').slice(0, 80)}`);
          return;
        }
        const room = JSON.parse(answers[0]!.body) as {
          data?: { tournament?: { room?: { roomId?: string } } };
        };
        for (const answer of answers) {
          if (answer.status !== 200 || answer.body.includes('"errors"')) {
            errors.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          }
        }
        if (room.data?.tournament?.room?.roomId !== roomOf(id).roomId) {
          errors.push(`no room on IDP: ${answers[0]!.body.slice(0, 200)}`);
        }
      } catch (error) {
        errors.push(`${(error as Error).message}`);
      }
    }),
  );
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  return {
    durations: sorted(durations),
    room: sorted(roomDurations),
    errors,
    seconds: (now0() - started) / 1000,
  };
}

/** Releases every tournament's room at once; when each publish was answered (absolute ms). */
async function publishRooms(url: string, admin: string, tournaments: number[]) {
  const answeredAt = new Map<number, number>();
  await Promise.all(
    tournaments.map(async (id) => {
      const refused = await publishRoom(url, admin, id, roomOf(id));
      answeredAt.set(id, now());
      if (refused) throw new Error(`publishRoom ${id}: ${refused}`);
    }),
  );
  return answeredAt;
}

/** Errors counted by their first words, commonest first. */
function grouped(errors: string[]): string {
  const counts = new Map<string, number>();
  for (const error of errors)
    counts.set(error.slice(0, 60), (counts.get(error.slice(0, 60)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([error, count]) => `${count}× ${error}`)
    .join(' | ');
}

const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const spread = (figures: Map<string, number>) =>
  [...figures].map(([copy, value]) => `${copy} ${value}`).join(', ');

async function main() {
  const devices = Math.max(1, Math.round(SOCKETS / PLAYERS));
  const lines: string[] = [];
  let failed = false;
  const bench = await startBenchCluster({
    metrics: true,
    // Each proxied socket holds two of a worker's descriptors (client and copy): four workers
    // keep 20,000 sockets under each one's limit.
    nginxWorkers: 4,
    env: { LOG_LEVEL: 'warn' },
  });
  const processes: ReturnType<typeof socketProcess>[] = [];
  try {
    const url = bench.cluster.url;
    console.warn(`cluster at ${url}; signing up and booking ${PLAYERS} players…`);
    const setupStarted = now0();
    const { admin, tournaments, tokens, tournamentOf } = await setUp(bench);
    if (lostMails)
      console.warn(`  ${lostMails} sign-up code mail(s) lost in the outbox, signed up again`);
    console.warn(
      `set up in ${((now0() - setupStarted) / 1000).toFixed(0)} s; opening ${SOCKETS} sockets…`,
    );

    const plans: CrowdSocketPlan[] = Array.from({ length: SOCKETS }, (_, i) => {
      const player = i % PLAYERS;
      const tournamentId = tournamentOf(player);
      return {
        address: addressOf(i),
        token: tokens[player]!,
        tournamentId,
        roomId: roomOf(tournamentId).roomId,
      };
    });
    for (let start = 0; start < SOCKETS; start += PER_PROCESS) processes.push(socketProcess());
    await Promise.all(processes.map((child) => child.ready));

    const rssBefore = await eachCopy(bench, 'gateway', 'process_resident_memory_bytes');
    const openStarted = now0();
    const opened = await Promise.all(
      processes.map((child, n) =>
        child.ask(
          {
            type: 'open',
            url,
            sockets: plans.slice(n * PER_PROCESS, (n + 1) * PER_PROCESS),
            width: 50,
          },
          'opened',
        ),
      ),
    );
    const openCount = opened.reduce((sum, answer) => sum + answer.opened, 0);
    const openRefused = opened.flatMap((answer) => Object.entries(answer.refused));
    console.warn(`${openCount} sockets open in ${((now0() - openStarted) / 1000).toFixed(0)} s`);
    for (let waited = 0; waited < 120_000; waited += 200) {
      if (total(await eachCopy(bench, 'gateway', 'graphql_subscriptions_active')) >= openCount)
        break;
      await sleep(200);
    }
    await sleep(1_000);
    const subscriptions = await eachCopy(bench, 'gateway', 'graphql_subscriptions_active');
    const socketsOpen = await eachCopy(bench, 'gateway', 'graphql_ws_sockets_open');
    const rssAfter = await eachCopy(bench, 'gateway', 'process_resident_memory_bytes');

    // (a) and (c): the rooms released at one instant; IDP opened once they are out.
    const nginxLog = nginxErrorLogOf();
    const releaseLogFrom = logSize(nginxLog);
    const cpuBefore = processCpu();
    const requestsBefore = await seriesOf(bench, 'backend', 'http_requests_total');
    const publishedAt = now();
    const answeredAt = await publishRooms(url, admin, tournaments);
    const publishAnswered = Math.max(...answeredAt.values()) - publishedAt;
    const idp = openIdp(url, tokens, tournamentOf);
    let receipts: Extract<CrowdAnswer, { type: 'receipts' }>[] = [];
    for (let waited = 0; waited < 60_000; waited += 500) {
      await sleep(500);
      receipts = await Promise.all(
        processes.map((child) => child.ask({ type: 'receipts' }, 'receipts')),
      );
      if (receipts.reduce((sum, answer) => sum + answer.receipts.length, 0) >= openCount) break;
    }
    const arrivals = receipts.flatMap((answer) => answer.receipts);
    const latencies = arrivals.map(([, at]) => at - publishedAt).sort((a, b) => a - b);
    // From the moment its tournament's publish was answered (the release committed): the fan-out.
    const afterAnswer = arrivals
      .map(([id, at]) => at - (answeredAt.get(id) ?? NaN))
      .sort((a, b) => a - b);
    const erroredSockets = receipts.reduce((sum, answer) => sum + answer.erroredSockets, 0);
    const missing = SOCKETS - latencies.length;
    const idpResult = await idp;
    const releaseSeconds = (now() - publishedAt) / 1000;
    const releaseCpu = cpuBetween(cpuBefore, processCpu(), releaseSeconds);
    const releaseRequests = busiest(
      requestsBefore,
      await seriesOf(bench, 'backend', 'http_requests_total'),
    );
    failed ||= missing > 0 || erroredSockets > 0 || idpResult.errors.length > 0;

    lines.push(
      `(a) ${tournaments.length} tournament(s) released at once, ${PLAYERS} players × ${devices} phones`,
      `    sockets opened ${openCount} of ${SOCKETS}${
        openRefused.length
          ? ` (refused at open: ${JSON.stringify(Object.fromEntries(openRefused))}; ${opened
              .flatMap((a) => a.errors)
              .slice(0, 3)
              .join(' | ')})`
          : ''
      }, delivered ${latencies.length}, missing ${missing}, sockets with errors ${erroredSockets}`,
      `    publish answered in ${ms(publishAnswered)} (slowest of ${tournaments.length}, each answered ${[...answeredAt.values()].map((at) => ms(at - publishedAt)).join(', ')})`,
      `    publish → receipt p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`,
      `    its publish answered → receipt p50 ${ms(percentile(afterAnswer, 50))}, p99 ${ms(percentile(afterAnswer, 99))}, max ${ms(afterAnswer.at(-1))}`,
      `    sockets per gateway: ${spread(socketsOpen)}; subscriptions ${spread(subscriptions)}`,
      ...[...rssAfter].map(([copy, after]) => {
        const before = rssBefore.get(copy) ?? NaN;
        const count = socketsOpen.get(copy) ?? NaN;
        return `    ${copy} RSS ${mib(before)} → ${mib(after)}: ${((after - before) / count / 1024).toFixed(1)} KiB per socket`;
      }),
      `(c) IDP (TournamentRoom + TournamentSchedule) by ${idpResult.durations.length} players over ${idpResult.seconds.toFixed(1)} s: p50 ${ms(percentile(idpResult.durations, 50))}, p99 ${ms(percentile(idpResult.durations, 99))}, max ${ms(idpResult.durations.at(-1))}, errors ${idpResult.errors.length}${idpResult.errors.length ? ` (${grouped(idpResult.errors)})` : ''}`,
      `    TournamentRoom alone: p50 ${ms(percentile(idpResult.room, 50))}, p99 ${ms(percentile(idpResult.room, 99))}, max ${ms(idpResult.room.at(-1))}`,
      `    CPU from publish to the last IDP answer (${releaseSeconds.toFixed(1)} s): ${releaseCpu}`,
      `    backend requests meanwhile: ${releaseRequests}`,
      `    nginx errors meanwhile: ${logReasonsSince(nginxLog, releaseLogFrom)}`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    lines.length = 0;

    // (b): the reconnection storm.
    console.warn(`storm: ${openCount} sockets reconnect within ${STORM_SECONDS} s…`);
    const stormLogFrom = logSize(nginxLog);
    const stormCpuBefore = processCpu();
    const routesBefore = await seriesOf(bench, 'gateway', 'upstream_requests_total');
    const backendBefore = await eachCopy(bench, 'backend', 'http_requests_total');
    const upstreamBefore = await eachCopy(bench, 'gateway', 'upstream_requests_total');
    const stormStarted = now0();
    const storms: StormReport[] = await Promise.all(
      processes.map((child) =>
        child.ask({ type: 'storm', seconds: STORM_SECONDS, waitMs: 30_000 }, 'stormed'),
      ),
    );
    const stormSeconds = (now0() - stormStarted) / 1000;
    const backendCalls =
      total(await eachCopy(bench, 'backend', 'http_requests_total')) - total(backendBefore);
    const upstreamCalls =
      total(await eachCopy(bench, 'gateway', 'upstream_requests_total')) - total(upstreamBefore);
    const stormCpu = cpuBetween(stormCpuBefore, processCpu(), stormSeconds);
    const stormRoutes = busiest(
      routesBefore,
      await seriesOf(bench, 'gateway', 'upstream_requests_total'),
    );
    const refused: Record<string, number> = {};
    for (const storm of storms) {
      for (const [code, count] of Object.entries(storm.refused))
        refused[code] = (refused[code] ?? 0) + count;
    }
    const refusedCount = Object.values(refused).reduce((a, b) => a + b, 0);
    const resubscribed = storms.reduce((sum, storm) => sum + storm.resubscribed, 0);
    const stormErrors = storms.flatMap((storm) => storm.errors);
    failed ||= refusedCount > 0 || resubscribed < openCount;
    lines.push(
      `(b) storm: ${openCount} sockets dropped and reconnected within ${STORM_SECONDS} s (settled in ${stormSeconds.toFixed(0)} s)`,
      `    reconnected ${storms.reduce((sum, storm) => sum + storm.reconnected, 0)}, got their room again ${resubscribed}, refused ${refusedCount}${refusedCount ? ` by close code ${JSON.stringify(refused)}` : ''}${stormErrors.length ? `; errors: ${stormErrors.slice(0, 3).join(' | ')}` : ''}`,
      `    backend requests ${backendCalls} (${(backendCalls / PLAYERS).toFixed(2)} per player), gateways' upstream requests ${upstreamCalls} (${(upstreamCalls / PLAYERS).toFixed(2)} per player): ${stormRoutes}`,
      `    CPU during the storm: ${stormCpu}`,
      `    nginx errors during the storm: ${logReasonsSince(nginxLog, stormLogFrom)}`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(processes.map((child) => child.close()));
    await bench.stop();
  }
  if (failed) {
    process.stderr.write('bench:crowd: something was lost, refused or failed (see above)\n');
    process.exitCode = 1;
  }
}

await main();

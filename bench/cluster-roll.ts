/**
 * A rolling restart under load (issue 25, decision 055): the cluster of `npm run start:cluster`
 * (two backends and two gateways behind nginx, on PostgreSQL and Redis as the cluster test finds
 * them) restarted one copy at a time while BENCH_RPS requests a second (GraphQL reads, a
 * mutation, REST, from one loopback address per 50 a second) go through nginx and BENCH_DEVICES
 * phones (two per player, every player booked into nine tournaments) hold live sockets through
 * nginx subscribed to every room. A room is released before the roll, while each copy is down
 * and once it is back, each waited for on every phone. The same load runs first for
 * BENCH_BASELINE_SECONDS with every copy up. Prints, for both loads, the requests sent, failed
 * (with cause), p50/p99 latency and the rate achieved; each copy's restart; the rooms each phone
 * expected, got, lost and got twice on one connection; socket reconnections; nginx's error log.
 * Exits 1 when a request failed, a copy's stop failed, or a room was lost or duplicated. nginx
 * must be installed (as for the cluster test).
 *
 *   npm run bench:roll            (BENCH_RPS=200 BENCH_DEVICES=40 BENCH_BASELINE_SECONDS=10)
 */
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiClient, createApiClient, registerPlayer } from './support/api-client';
import { BENCH_ADMIN } from './support/backend-process';
import { type BenchCluster, startBenchCluster } from './support/bench-cluster';
import { type Device, type PushedRoom, openDevice, steadyLoad } from './support/cluster-load';
import { percentile } from './support/load';
import { bookFreeSlot, createFreeTournament, publishRoom } from './support/free-tournaments';
import { benchSetting } from './support/size';
import type { RollStep } from '../scripts/cluster/cluster';

const RATE = benchSetting('BENCH_RPS', 200, 20);
const DEVICES = benchSetting('BENCH_DEVICES', 40, 4);
/** The load before the roll, every copy up: the latency the roll's is compared with. */
const BASELINE_SECONDS = benchSetting('BENCH_BASELINE_SECONDS', 10, 1);
const PLAYERS = Math.ceil(DEVICES / 2);
/** One room before the roll (every subscription is live), then two per copy restarted. */
const ROOMS = 1 + 2 * 4;
/** A room released during the roll may wait for its socket to come back on the other gateway. */
const DELIVERY_TIMEOUT_MS = 30_000;

const roomOf = (tournamentId: number): PushedRoom => ({
  tournamentId: String(tournamentId),
  roomId: `77${tournamentId}`,
  password: `pw${tournamentId}`,
});

async function ok(api: ApiClient, route: string, body: unknown, token?: string) {
  const answer = await api.call('POST', route, { body, token });
  if (answer.status >= 300) {
    throw new Error(`POST ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as Record<string, unknown>;
}

/**
 * A phone's address, new at each run: the backends' limits on code mails live in the shared
 * Redis, so the same address and e-mail in every run would be refused after a few runs.
 */
const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The organiser, PLAYERS players and ROOMS tournaments every player booked, as the test makes. */
async function prepare(api: ApiClient, dataDir: string) {
  const login = await ok(api, '/api/auth/login', BENCH_ADMIN);
  const admin = login.jwt as string;
  const players: string[] = [];
  for (let n = 1; n <= PLAYERS; n += 1) {
    const mobile = `7${String(n).padStart(9, '0')}`;
    players.push((await registerPlayer(api, dataDir, n, mobile, randomAddress())).token);
  }
  const tournaments: number[] = [];
  for (let n = 0; n < ROOMS; n += 1) {
    const name = `Roll Cup ${n}`;
    const id = await createFreeTournament(api, admin, { name, slots: Math.max(12, PLAYERS) });
    tournaments.push(id);
    await Promise.all(
      players.map((token, index) => bookFreeSlot(api, id, { token }, `Squad ${index}`)),
    );
  }
  return { admin, players, tournaments };
}

/** Waits until every phone has the room (or the timeout); the ms it took, or undefined. */
async function delivered(devices: Device[], tournamentId: number): Promise<number | undefined> {
  const began = Date.now();
  const id = String(tournamentId);
  while (Date.now() - began < DELIVERY_TIMEOUT_MS) {
    if (devices.every((device) => device.rooms().some((room) => room.tournamentId === id))) {
      return Date.now() - began;
    }
    await sleep(20);
  }
  return undefined;
}

/** Each phone's rooms against the rooms released: lost ones, and any come twice on one connection. */
function deliveryReport(devices: Device[], tournaments: number[]) {
  const expected = tournaments.map(roomOf);
  let got = 0;
  let lost = 0;
  let wrong = 0;
  let duplicated = 0;
  for (const device of devices) {
    const rooms = new Map(device.rooms().map((room) => [room.tournamentId, room]));
    for (const room of expected) {
      const pushed = rooms.get(room.tournamentId);
      if (!pushed) lost += 1;
      else if (JSON.stringify(pushed) !== JSON.stringify(room)) wrong += 1;
      else got += 1;
    }
    const perConnection = device.pushes.map((p) => `${p.room.tournamentId}@${p.connection}`);
    duplicated += perConnection.length - new Set(perConnection).size;
  }
  const subscriptionErrors = devices.flatMap((device) => device.failures.map(String));
  return { expected: expected.length, got, lost, wrong, duplicated, subscriptionErrors };
}

/** The failures grouped by cause, most frequent first. */
function byCause(failures: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const failure of failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** nginx's error log, its lines counted by kind (a refused connect to a stopped copy is expected). */
async function nginxErrors(runDir: string): Promise<string[]> {
  const text = await readFile(path.join(runDir, 'logs', 'error.log'), 'utf8').catch(() => '');
  const kinds = text
    .split('\n')
    .filter(Boolean)
    .map((line) =>
      line
        .replace(/^\S+ \S+ /, '')
        .replace(/\d+#\d+: (\*\d+ )?/, '')
        .replace(/unix:\S*\/sockets\//, 'unix:sockets/')
        .replace(/, client: .*/, ''),
    );
  return byCause(kinds).map(([kind, count]) => `${count} × ${kind}`);
}

type Load = ReturnType<typeof steadyLoad>;

/** A stopped load's figures: sent, failed with causes, latency and the rate achieved. */
function loadFigures(title: string, load: Load): string {
  const sorted = [...load.latencies].sort((a, b) => a - b);
  const seconds = load.seconds();
  const answered = sorted.length - load.failures.length;
  const causes = byCause(load.failures)
    .slice(0, 30)
    .map(([cause, count]) => `    ${count} × ${cause}\n`);
  return (
    `${title}: ${load.sent()} requests sent in ${seconds.toFixed(1)} s ` +
    `(${(load.sent() / seconds).toFixed(1)}/s sent, ${(answered / seconds).toFixed(1)}/s answered well; ${RATE}/s asked)\n` +
    `  failed: ${load.failures.length}\n${causes.join('')}` +
    `  latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
    `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms\n`
  );
}

/** The same load with every copy up, for the latency a restart is compared with. */
async function baseline(url: string, token: string): Promise<Load> {
  const load = steadyLoad(url, token, RATE);
  await sleep(BASELINE_SECONDS * 1000);
  await load.stop();
  return load;
}

/** Every phone's sockets: reconnections so far (each phone starts on its first connection). */
const reconnections = (devices: Device[]) =>
  devices.reduce((sum, device) => sum + device.connections() - 1, 0);

function roomFigures(devices: Device[], tournaments: number[], duringBackends: number) {
  const rooms = deliveryReport(devices, tournaments);
  const moved = devices.every((device) => device.connections() > 1);
  const errors = rooms.subscriptionErrors.slice(0, 10).map((error) => `    ${error}\n`);
  const text =
    `Rooms: ${rooms.expected} expected on each of ${devices.length} phones (${rooms.expected * devices.length})\n` +
    `  delivered ${rooms.got}, lost ${rooms.lost}, wrong ${rooms.wrong}, ` +
    `duplicated on one connection ${rooms.duplicated}, subscription errors ${rooms.subscriptionErrors.length}\n` +
    errors.join('') +
    `Sockets: ${reconnections(devices)} reconnections (${duringBackends} during the backends' restarts, ` +
    `0 expected; every phone moved: ${moved ? 'yes' : 'no'})\n`;
  const bad = rooms.lost + rooms.wrong + rooms.duplicated + rooms.subscriptionErrors.length > 0;
  return { text, bad };
}

/** Releases a room and waits for it on every phone; one line on how it went. */
async function releaseAndWait(url: string, admin: string, devices: Device[], id: number) {
  const refused = await publishRoom(url, admin, id, roomOf(id));
  if (refused) return { refused: true, line: `release refused: ${refused}` };
  const ms = await delivered(devices, id);
  const after = ms === undefined ? `more than ${DELIVERY_TIMEOUT_MS}` : String(ms);
  return { refused: false, late: ms === undefined, line: `on every phone after ${after} ms` };
}

async function main() {
  const output: string[] = [];
  const bench: BenchCluster = await startBenchCluster({
    onLine: (name, line) => output.push(`${name} | ${line}`),
  });
  const { cluster } = bench;
  const api = createApiClient(cluster.internalUrl, 4);
  let devices: Device[] = [];
  let failed = false;
  try {
    const { admin, players, tournaments } = await prepare(api, bench.dataDir);
    devices = players
      .flatMap((token) => [token, token])
      .slice(0, DEVICES)
      .map((token) => openDevice(cluster.url, token));
    for (const device of devices) for (const id of tournaments) device.subscribe(id);
    const releases: string[] = [];
    const release = async (id: number, when: string) => {
      const outcome = await releaseAndWait(cluster.url, admin, devices, id);
      releases.push(`room ${id} (${when}): ${outcome.line}`);
      failed ||= outcome.refused;
      return outcome;
    };
    const [first, ...duringRoll] = tournaments as [number, ...number[]];
    const firstRoom = await release(first, 'before the roll');
    if (firstRoom.refused || firstRoom.late) {
      throw new Error(`the first room did not reach every phone: ${releases.join('; ')}`);
    }

    process.stdout.write(
      `${devices.length} phones of ${players.length} players; ${RATE} requests/s for ${BASELINE_SECONDS} s with every copy up…\n`,
    );
    const still = await baseline(cluster.url, players[0]!);
    process.stdout.write(`Rolling ${cluster.backends.length + cluster.gateways.length} copies…\n`);
    const load = steadyLoad(cluster.url, players[0]!, RATE);
    let steps: RollStep[] = [];
    let duringBackends = 0;
    try {
      steps = await cluster.roll({
        whileDown: async (copy) => {
          await release(duringRoll.shift()!, `${copy.name} down`);
        },
        afterStart: async (copy) => {
          await release(duringRoll.shift()!, `${copy.name} back`);
          if (copy === cluster.backends.at(-1)) duringBackends = reconnections(devices);
        },
      });
    } finally {
      await load.stop();
    }

    const rooms = roomFigures(devices, tournaments, duringBackends);
    process.stdout.write(
      `\n${loadFigures('Every copy up', still)}${loadFigures('During the roll', load)}` +
        `\nRoll:\n${steps.map((s) => `  ${s.name}: exit ${s.exitCode}, ready again after ${s.ms} ms\n`).join('')}` +
        `Releases:\n${releases.map((line) => `  ${line}\n`).join('')}\n${rooms.text}`,
    );
    failed ||=
      still.failures.length + load.failures.length > 0 ||
      steps.some((step) => step.exitCode !== 0) ||
      rooms.bad;
    const errors = await nginxErrors(bench.runDir);
    process.stdout.write(`\nnginx's error log:\n${errors.map((line) => `  ${line}\n`).join('')}`);
    if (failed) process.stdout.write(`The copies' last lines:\n${output.slice(-40).join('\n')}\n`);
  } finally {
    await Promise.all(devices.map((device) => device.dispose()));
    await api.close();
    await bench.stop();
  }
  if (failed) {
    process.stdout.write('\nFAILED: see above\n');
    process.exitCode = 1;
  }
}

await main();

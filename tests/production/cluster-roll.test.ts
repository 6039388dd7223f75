import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, registerPlayer } from '../../bench/support/api-client';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { type BenchCluster, startBenchCluster } from '../../bench/support/bench-cluster';
import {
  bookFreeSlot,
  createFreeTournament,
  publishRoom,
} from '../../bench/support/free-tournaments';
import { type PushedRoom, openDevice, steadyLoad } from '../../bench/support/cluster-load';
import type { Cluster, RollStep } from '../../scripts/cluster/cluster';
import { NGINX_BIN } from '../../scripts/cluster/nginx';

/**
 * Two backends and two gateways behind nginx on PostgreSQL and Redis, as `npm run start:cluster`
 * runs them, restarted one copy at a time under steady load (issue 25, decision 055): no request
 * fails, and every player's sockets move to the other gateway and get every room released during
 * the roll, each once. PostgreSQL and Redis as the other production tests find them (DATABASE_URL
 * and REDIS_URL, else the local servers); nginx must be installed: without it this test fails.
 */

/** The steady load's requests a second. */
const LOAD_PER_SECOND = 50;
/** A room released during the roll may wait for its socket to come back on the other gateway. */
const DELIVERY_TIMEOUT_MS = 30_000;
/** One room before the roll (every subscription is live), two per copy restarted. */
const TOURNAMENTS = 1 + 2 * 4;
const PLAYERS = 3;

describe('npm run start:cluster: two backends and two gateways behind nginx', () => {
  let bench: BenchCluster;
  let cluster: Cluster;
  let api: ApiClient;
  let adminToken: string;
  let players: string[];
  let tournaments: number[];
  const output: string[] = [];

  beforeAll(async () => {
    if (!existsSync(NGINX_BIN)) {
      throw new Error(
        `nginx is not installed (${NGINX_BIN}): apt-get install -y nginx (README, "Several copies behind nginx")`,
      );
    }
    bench = await startBenchCluster({ onLine: (name, line) => output.push(`${name} | ${line}`) });
    cluster = bench.cluster;

    // Players and tournaments made through the internal port, as the gateway calls the backends.
    api = createApiClient(cluster.internalUrl, 4);
    const address = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const login = await api.call('POST', '/api/auth/login', {
      body: BENCH_ADMIN,
      clientIp: address(),
    });
    adminToken = (login.body as { jwt: string }).jwt;
    players = [];
    for (let n = 1; n <= PLAYERS; n += 1) {
      const mobile = `71234000${n}${n}`;
      const player = await registerPlayer(api, bench.dataDir, n, mobile, address());
      players.push(player.token);
    }
    tournaments = [];
    for (let n = 0; n < TOURNAMENTS; n += 1) {
      const id = await createFreeTournament(api, adminToken, { name: `Cluster Cup ${n}` });
      tournaments.push(id);
      for (const [index, token] of players.entries()) {
        await bookFreeSlot(api, id, { token }, `Squad ${index}`);
      }
    }
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await bench?.stop();
  }, 60_000);

  const roomOf = (tournamentId: number): PushedRoom => ({
    tournamentId: String(tournamentId),
    roomId: `77${tournamentId}`,
    password: `pw${tournamentId}`,
  });

  /** The organiser releases a tournament's room now, through nginx like any request. */
  async function releaseRoom(tournamentId: number) {
    expect(await publishRoom(cluster.url, adminToken, tournamentId, roomOf(tournamentId))).toBe(
      undefined,
    );
  }

  it('restarts every copy in turn with no failed request and every room pushed once', async () => {
    // The first player has two phones; every phone subscribes to every tournament's room.
    const devices = [players[0]!, ...players].map((token) => openDevice(cluster.url, token));
    try {
      for (const device of devices) for (const id of tournaments) device.subscribe(id);
      const [first, ...duringRoll] = tournaments as [number, ...number[]];
      // A room before the roll: once every phone has it, every subscription is live.
      await releaseRoom(first);
      for (const device of devices) {
        await expect.poll(() => device.rooms(), { timeout: DELIVERY_TIMEOUT_MS }).toHaveLength(1);
      }

      const load = steadyLoad(cluster.url, players[1]!, LOAD_PER_SECOND);
      let steps: RollStep[];
      let connectionsAfterBackends: number[] = [];
      try {
        // A room released while each copy is down, and one once it is back, each waited for on
        // every phone before the roll goes on.
        const releaseNext = async () => {
          const id = duringRoll.shift()!;
          await releaseRoom(id);
          for (const device of devices) {
            await expect
              .poll(() => device.rooms().map((room) => room.tournamentId), {
                timeout: DELIVERY_TIMEOUT_MS,
              })
              .toContain(String(id));
          }
        };
        steps = await cluster.roll({
          whileDown: releaseNext,
          afterStart: async (copy) => {
            await releaseNext();
            if (copy.name === 'backend-2') {
              connectionsAfterBackends = devices.map((device) => device.connections());
            }
          },
        });
      } finally {
        await load.stop();
      }

      expect(steps.map((step) => [step.name, step.exitCode])).toEqual([
        ['backend-1', 0],
        ['backend-2', 0],
        ['gateway-1', 0],
        ['gateway-2', 0],
      ]);
      expect(load.failures).toEqual([]);
      expect(load.sent()).toBeGreaterThan(100);
      // The backends' restarts are the gateways' business: no phone noticed them, and the rooms
      // released meanwhile came live on the phones' first connection.
      expect(connectionsAfterBackends).toEqual(devices.map(() => 1));
      const beforeGateways = tournaments.slice(0, 5).map((id) => String(id));
      const everyRoom = tournaments.map(roomOf);
      for (const device of devices) {
        expect(device.failures).toEqual([]);
        expect(device.rooms()).toEqual(everyRoom);
        const live = device.pushes.filter(({ connection }) => connection === 1);
        expect(live.map(({ room }) => room.tournamentId)).toEqual(
          expect.arrayContaining(beforeGateways),
        );
        // Both gateways were restarted: every phone's socket moved at least once.
        expect(device.connections()).toBeGreaterThan(1);
        // A room comes once on a connection; a phone back on the other gateway gets the rooms
        // released so far once more, as the state it subscribes to (what the web app shows).
        const perConnection = device.pushes.map(
          ({ room, connection }) => `${room.tournamentId}@${connection}`,
        );
        expect(new Set(perConnection).size).toBe(perConnection.length);
      }
    } catch (error) {
      const lines = output.slice(-40).join('\n');
      throw new Error(`${(error as Error).message}\n\nThe copies' last lines:\n${lines}`, {
        cause: error,
      });
    } finally {
      await Promise.all(devices.map((device) => device.dispose()));
    }
  }, 180_000);
});

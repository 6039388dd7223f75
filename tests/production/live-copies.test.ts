import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ApiClient, createApiClient, registerPlayer } from '../../bench/support/api-client';
import {
  BENCH_ADMIN,
  type BackendProcess,
  startBackendProcess,
} from '../../bench/support/backend-process';
import {
  bookFreeSlot,
  createFreeTournament,
  publishRoom,
} from '../../bench/support/free-tournaments';
import { startGatewayProcess } from '../../bench/support/gateway-process';

/**
 * Live match time with several copies (issue 10): two backends on one PostgreSQL database, a
 * gateway in front of each, the gateways sharing live events through Redis. A room the organiser
 * publishes through one gateway reaches a player subscribed through the other, and a scheduled
 * release fires once although both backends' releasers are waiting for it.
 */

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Each run its own channel (and lease and cursor keys), so runs never hear one another. */
const LIVE_CHANNEL = `ccl-test:live:${randomUUID()}`;

/** Far enough ahead that the players are subscribed before it fires; short for the run time. */
const SCHEDULED_AHEAD_MS = 3_000;
/** The marker's release comes after the scheduled one, beyond a releaser's retry (1 s). */
const MARKER_AFTER_MS = 2_000;
/** How long a pushed room may take to arrive (processes on a busy machine). */
const PUSH_TIMEOUT_MS = 20_000;

const ROOM_SUBSCRIPTION = `subscription ($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId released roomId password releasesAt }
}`;

interface PushedRoom {
  tournamentId: string;
  released: boolean;
  roomId: string | null;
  password: string | null;
  releasesAt: string | null;
}

type Gateway = Awaited<ReturnType<typeof startGatewayProcess>>;

/** A device of a player with one socket to a gateway, collecting the rooms pushed on it. */
function openDevice(gateway: Gateway, token: string) {
  const client: Client = createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const failures: unknown[] = [];
  return {
    /** Subscribes to a tournament's room; the array fills as rooms are pushed. */
    rooms(tournamentId: number): PushedRoom[] {
      const rooms: PushedRoom[] = [];
      client.subscribe<{ roomReleased: PushedRoom }>(
        { query: ROOM_SUBSCRIPTION, variables: { id: String(tournamentId) } },
        {
          next: (result) => {
            if (result.errors) failures.push(result.errors);
            if (result.data) rooms.push(result.data.roomReleased);
          },
          error: (error) => failures.push(error),
          complete: () => undefined,
        },
      );
      return rooms;
    },
    failures,
    dispose: () => client.dispose(),
  };
}

describe('two backends on one PostgreSQL, two gateways on one Redis', () => {
  let backend1: BackendProcess;
  let backend2: BackendProcess;
  let gatewayA: Gateway;
  let gatewayB: Gateway;
  let api: ApiClient;
  let db: pg.Client;
  let adminToken: string;
  let players: { userId: number; token: string }[];
  const devices: ReturnType<typeof openDevice>[] = [];

  beforeAll(async () => {
    backend1 = await startBackendProcess(SERVER_URL);
    // The second copy starts once the first has migrated and seeded the database they share.
    const redisEnv = { REDIS_URL, LIVE_CHANNEL };
    [backend2, gatewayA] = await Promise.all([
      startBackendProcess(undefined, { databaseUrl: backend1.databaseUrl }),
      startGatewayProcess(backend1.baseUrl, redisEnv),
    ]);
    gatewayB = await startGatewayProcess(backend2.baseUrl, redisEnv);

    db = new pg.Client({ connectionString: backend1.databaseUrl });
    await db.connect();
    api = createApiClient(backend1.baseUrl, 4);
    const login = await api.call('POST', '/api/auth/login', { body: BENCH_ADMIN });
    adminToken = (login.body as { jwt: string }).jwt;
    players = [];
    for (const n of [1, 2]) {
      const { token, mobile } = await registerPlayer(api, backend1.dataDir, n, `712345678${n}`);
      const { rows } = await db.query<{ id: number }>('select id from users where mobile = $1', [
        mobile,
      ]);
      players.push({ userId: rows[0]!.id, token });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(devices.map((device) => device.dispose()));
    await db?.end();
    await api?.close();
    await Promise.allSettled([gatewayA?.stop(), gatewayB?.stop()]);
    // The second copy first: the first drops the database they share.
    await backend2?.stop();
    await backend1?.stop();
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    await redis.del(`${LIVE_CHANNEL}:reader`, `${LIVE_CHANNEL}:cursor`);
    redis.disconnect();
  }, 60_000);

  const createTournament = (name: string) => createFreeTournament(api, adminToken, { name });
  const book = (tournamentId: number, player: { token: string }, squad: string) =>
    bookFreeSlot(api, tournamentId, player, squad);

  /** The organiser's publishRoom through a gateway. */
  async function releaseRoom(
    gateway: Gateway,
    tournamentId: number,
    room: { roomId: string; password: string },
    releaseAt: Date,
  ) {
    expect(await publishRoom(gateway.url, adminToken, tournamentId, room, releaseAt)).toBe(
      undefined,
    );
  }

  const released = (tournamentId: number, room: { roomId: string; password: string }) => ({
    tournamentId: String(tournamentId),
    released: true,
    roomId: room.roomId,
    password: room.password,
    releasesAt: null,
  });

  it('pushes the room published through gateway B to the player subscribed through A', async () => {
    const tournamentId = await createTournament('Copies Cup');
    const [player] = players;
    await book(tournamentId, player!, 'Copies Squad');
    const onA = openDevice(gatewayA, player!.token);
    const onB = openDevice(gatewayB, player!.token);
    devices.push(onA, onB);
    const fromA = onA.rooms(tournamentId);
    const fromB = onB.rooms(tournamentId);

    const room = { roomId: '5551001', password: 'copies' };
    await releaseRoom(gatewayB, tournamentId, room, new Date());

    const expected = released(tournamentId, room);
    await expect.poll(() => fromA, { timeout: PUSH_TIMEOUT_MS }).toEqual([expected]);
    // Every copy's subscribers hear it: the player's other device, on gateway B, too.
    await expect.poll(() => fromB, { timeout: PUSH_TIMEOUT_MS }).toEqual([expected]);
    expect([...onA.failures, ...onB.failures]).toEqual([]);
  });

  it('fires a scheduled release exactly once with both backends waiting for it', async () => {
    const scheduledId = await createTournament('Scheduled Cup');
    const markerId = await createTournament('Marker Cup');
    const [first, second] = players;
    await book(scheduledId, first!, 'Early Squad');
    await book(scheduledId, second!, 'Late Squad');
    await book(markerId, first!, 'Early Squad');
    const device = openDevice(gatewayA, first!.token);
    devices.push(device);
    const scheduled = device.rooms(scheduledId);
    const marker = device.rooms(markerId);

    const releaseAt = Date.now() + SCHEDULED_AHEAD_MS;
    const scheduledRoom = { roomId: '5552002', password: 'scheduled' };
    const markerRoom = { roomId: '5553003', password: 'marker' };
    await releaseRoom(gatewayB, scheduledId, scheduledRoom, new Date(releaseAt));
    await releaseRoom(gatewayA, markerId, markerRoom, new Date(releaseAt + MARKER_AFTER_MS));

    await expect
      .poll(() => scheduled, { timeout: PUSH_TIMEOUT_MS })
      .toEqual([released(scheduledId, scheduledRoom)]);
    // The later release has come and gone: a second firing of the first would have come before.
    await expect
      .poll(() => marker, { timeout: PUSH_TIMEOUT_MS })
      .toEqual([released(markerId, markerRoom)]);
    expect(scheduled).toHaveLength(1);
    expect(device.failures).toEqual([]);

    const events = await db.query<{ count: string }>(
      `select count(*) from events where kind = 'room.released' and tournament_id = $1`,
      [scheduledId],
    );
    expect(Number(events.rows[0]!.count)).toBe(1);
    const notifications = await db.query<{ user_id: number; count: string }>(
      `select user_id, count(*) from notifications
       where kind = 'match_room_released' and tournament_id = $1
       group by user_id order by user_id`,
      [scheduledId],
    );
    expect(notifications.rows.map((row) => [row.user_id, Number(row.count)])).toEqual(
      players.map((player) => [player.userId, 1]).sort((a, b) => a[0]! - b[0]!),
    );
  });
});

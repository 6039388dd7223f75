import { performance } from 'node:perf_hooks';
import { type Client, createClient } from 'graphql-ws';
import { Agent, fetch } from 'undici';
import WebSocket from 'ws';

/**
 * What a rolling restart of the cluster is measured with (issue 25): players' phones on live
 * sockets through nginx, and a steady load of requests through nginx. The cluster test and the
 * roll bench share them, so both check the same things.
 */

const ROOM_SUBSCRIPTION = `subscription ($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId roomId password }
}`;

export interface PushedRoom {
  tournamentId: string;
  roomId: string;
  password: string;
}

/**
 * A player's phone: one graphql-ws socket through nginx that reconnects as the web app's does
 * (forever, soon) and subscribes again; each room pushed is kept with the connection it came on.
 */
export function openDevice(url: string, token: string) {
  let connection = 0;
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200)),
    on: { connected: () => (connection += 1) },
  });
  const pushes: { room: PushedRoom; connection: number }[] = [];
  const failures: unknown[] = [];
  return {
    subscribe(tournamentId: number) {
      client.subscribe<{ roomReleased: PushedRoom }>(
        { query: ROOM_SUBSCRIPTION, variables: { id: String(tournamentId) } },
        {
          next: (result) => {
            if (result.errors) failures.push(result.errors);
            if (result.data) pushes.push({ room: result.data.roomReleased, connection });
          },
          error: (error) => failures.push(error),
          complete: () => undefined,
        },
      );
    },
    pushes,
    failures,
    connections: () => connection,
    /** The rooms received, each once however many connections it came on. */
    rooms: () =>
      [...new Map(pushes.map(({ room }) => [room.tournamentId, room])).values()].sort(
        (a, b) => Number(a.tournamentId) - Number(b.tournamentId),
      ),
    dispose: () => client.dispose(),
  };
}

export type Device = ReturnType<typeof openDevice>;

/**
 * One loopback address per this many requests a second: a crowd comes from many addresses, and
 * one address's anonymous budget (1,200 upstream calls a minute, decision 028) would refuse a
 * single address's share of a faster load.
 */
const REQUESTS_PER_ADDRESS = 50;
/** The pacing timer's period; each tick sends what is due by then, so the rate holds on a busy machine. */
const TICK_MS = 5;

/** A keep-alive client per loopback address (127.0.0.1, 127.0.0.2, …), all reaching nginx. */
function loopbackAgents(count: number): Agent[] {
  return Array.from(
    { length: count },
    (_, index) => new Agent({ connect: { localAddress: `127.0.0.${index + 1}` } }),
  );
}

/**
 * Requests through nginx at `perSecond`, each answer checked (HTTP 200 and no GraphQL errors);
 * failures kept with their cause, and every request's latency (ms, failures included).
 */
export function steadyLoad(url: string, playerToken: string, perSecond: number) {
  const failures: string[] = [];
  const latencies: number[] = [];
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const agents = loopbackAgents(Math.max(1, Math.ceil(perSecond / REQUESTS_PER_ADDRESS)));
  const dispatcher = () => agents[sent % agents.length]!;
  const graphql = (query: string, token?: string) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
      dispatcher: dispatcher(),
    });
  // Visitors' and a player's screens, the REST API integrators call, and a mutation now and then.
  const requests: [string, () => ReturnType<typeof fetch>][] = [
    ['tournaments', () => graphql('{ tournaments { id name } }')],
    ['viewer', () => graphql('{ viewer { id wallet { balance { paise } } } }', playerToken)],
    ['REST list', () => fetch(`${url}/api/tourney/tournaments`, { dispatcher: dispatcher() })],
    ['viewer', () => graphql('{ viewer { notifications { unreadCount } } }', playerToken)],
    [
      'mark read',
      () => graphql('mutation { markAllNotificationsRead { errors { message } } }', playerToken),
    ],
  ];
  async function one(name: string, request: () => ReturnType<typeof fetch>) {
    const began = performance.now();
    try {
      const response = await request();
      const body = (await response.json()) as { errors?: unknown };
      if (response.status !== 200 || body.errors) {
        failures.push(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
    } finally {
      latencies.push(performance.now() - began);
    }
  }
  function send() {
    const [name, request] = requests[sent % requests.length]!;
    const pending = one(name, request).finally(() => inFlight.delete(pending));
    sent += 1;
    inFlight.add(pending);
  }
  const started = performance.now();
  let stopped: number | undefined;
  const timer = setInterval(
    () => {
      const due = Math.floor(((performance.now() - started) * perSecond) / 1000);
      while (sent < due) send();
    },
    Math.min(TICK_MS, 1000 / perSecond),
  );
  return {
    failures,
    latencies,
    sent: () => sent,
    /** Seconds from the first request to stop() (or to now). */
    seconds: () => ((stopped ?? performance.now()) - started) / 1000,
    async stop() {
      clearInterval(timer);
      stopped ??= performance.now();
      await Promise.all(inFlight);
      await Promise.all(agents.map((agent) => agent.close()));
    },
  };
}

import { ws } from 'msw';
import { vi } from 'vitest';

/**
 * The gateway's live socket as the web tests see it: a graphql-ws (`graphql-transport-ws`)
 * server double on msw's WebSocket interception, at the address the test app derives from
 * TEST_API_URL. It acknowledges every connection, records each subscription with the token its
 * socket sent, and pushes only when a test says so. It is one of the network's standing
 * handlers (msw-server.ts) and is reset after every test (setup.ts).
 */
export const TEST_LIVE_URL = 'ws://localhost/graphql';

export interface LiveSubscription {
  id: string;
  operationName: string | null;
  variables: Record<string, unknown>;
  /** The `authorization` its socket sent in connection_init, or null for a visitor's socket. */
  authorization: string | null;
}

type ConnectionListener = Parameters<ReturnType<typeof ws.link>['addEventListener']>[1];
type Client = Parameters<ConnectionListener>[0]['client'];

interface Socket {
  client: Client;
  authorization: string | null;
  subscriptions: Map<string, LiveSubscription>;
}

const link = ws.link(TEST_LIVE_URL);
const sockets = new Set<Socket>();
let refusing = false;
let connections = 0;

interface Message {
  type?: string;
  id?: string;
  payload?: { authorization?: unknown; operationName?: unknown; variables?: unknown };
}

function onMessage(socket: Socket, raw: unknown) {
  const message = JSON.parse(String(raw)) as Message;
  const send = (value: object) => socket.client.send(JSON.stringify(value));
  switch (message.type) {
    case 'connection_init': {
      const authorization = message.payload?.authorization;
      socket.authorization = typeof authorization === 'string' ? authorization : null;
      sockets.add(socket);
      send({ type: 'connection_ack' });
      return;
    }
    case 'ping':
      send({ type: 'pong' });
      return;
    case 'subscribe': {
      const id = String(message.id);
      const { operationName, variables } = message.payload ?? {};
      socket.subscriptions.set(id, {
        id,
        operationName: typeof operationName === 'string' ? operationName : null,
        variables: (variables as Record<string, unknown> | undefined) ?? {},
        authorization: socket.authorization,
      });
      return;
    }
    case 'complete':
      socket.subscriptions.delete(String(message.id));
      return;
  }
}

export const liveSocketHandler = link.addEventListener('connection', ({ client }) => {
  connections += 1;
  // A network that blocks WebSocket: the socket closes before it ever opens.
  if (refusing) {
    client.close(1006, 'Blocked');
    return;
  }
  const socket: Socket = { client, authorization: null, subscriptions: new Map() };
  client.addEventListener('message', (event) => onMessage(socket, event.data));
  client.addEventListener('close', () => sockets.delete(socket));
});

const matches = (subscription: LiveSubscription, variables: Record<string, unknown>) =>
  Object.entries(variables).every(([key, value]) => subscription.variables[key] === value);

/** The subscriptions open now, of one operation (and variables) when given. */
function subscriptions(operationName?: string, variables: Record<string, unknown> = {}) {
  return [...sockets].flatMap((socket) =>
    [...socket.subscriptions.values()].filter(
      (subscription) =>
        (!operationName || subscription.operationName === operationName) &&
        matches(subscription, variables),
    ),
  );
}

export const liveSocket = {
  subscriptions,

  /** Waits until the app subscribes to `operationName` (with these variables). */
  subscribed(operationName: string, variables: Record<string, unknown> = {}) {
    return vi.waitFor(() => {
      const [found] = subscriptions(operationName, variables);
      if (!found) throw new Error(`No ${operationName} subscription yet`);
      return found;
    });
  },

  /** Sends `data` to every open subscription of `operationName`; returns how many got it. */
  push(operationName: string, data: Record<string, unknown>): number {
    let sent = 0;
    for (const socket of sockets) {
      for (const subscription of socket.subscriptions.values()) {
        if (subscription.operationName !== operationName) continue;
        socket.client.send(
          JSON.stringify({ type: 'next', id: subscription.id, payload: { data } }),
        );
        sent += 1;
      }
    }
    return sent;
  },

  /** From now on every socket closes before it opens, as behind a proxy that blocks WebSocket. */
  refuse() {
    refusing = true;
  },

  accept() {
    refusing = false;
  },

  /** Closes every open socket, as a gateway that restarts does. */
  dropAll(code = 1012) {
    for (const socket of sockets) socket.client.close(code, 'Service Restart');
    sockets.clear();
  },

  /** How many sockets the app has opened (or tried to) since the test began. */
  connections: () => connections,

  reset() {
    refusing = false;
    connections = 0;
    for (const socket of sockets) socket.client.close(1001, 'Test over');
    sockets.clear();
  },
};

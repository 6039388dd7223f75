import { decodeJwt } from 'jose';
import { HttpResponse, type RequestHandler, http } from 'msw';
import type { LiveEvent } from '#common/live-events';
import type {
  UpstreamNotifications,
  UpstreamTransaction,
} from '../../../src/upstream/player-types';
import type { UpstreamRoomAudience } from '../../../src/upstream/tournament-types';
import { type MswUpstream, startMswUpstream } from '../../support/msw-upstream';
import { testSigningKey } from '../../upstream/upstream-fixtures';

/**
 * The backend's side of live updates as msw handlers on a real socket: its event stream (the
 * test writes each server-sent event), the players' wallets and bells read with their own
 * tokens, and the JWKS the gateway checks tokens against.
 */

/** What a test says about an event; the stream fills in the cursor and the rest. */
export type EventOf = Pick<LiveEvent, 'kind'> & Partial<Omit<LiveEvent, 'cursor' | 'kind'>>;

export interface EventStream {
  handler: RequestHandler;
  /** Each stream opened so far, oldest first, with the cursor it resumed after. */
  opened: { lastEventId: string | null }[];
  /** Writes one event on the open stream (the latest request's) and returns it. */
  send(event: EventOf): LiveEvent;
  /** Breaks the open stream as a lost connection would. */
  drop(): void;
  /** Ends every stream, so nothing is left waiting when the test's upstream closes. */
  end(): void;
}

const encoder = new TextEncoder();

/**
 * `GET /api/events` as the backend serves it: a fresh reader (no Last-Event-ID) first gets
 * `event: ready` whose id is the head; a returning one continues after its cursor.
 */
export function eventStream(): EventStream {
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  let open: ReadableStreamDefaultController<Uint8Array> | undefined;
  let sequence = 0;
  const opened: EventStream['opened'] = [];
  const write = (frame: string) => {
    if (!open) throw new Error('no event stream is open');
    open.enqueue(encoder.encode(frame));
  };
  return {
    opened,
    handler: http.get('*/api/events', ({ request }) => {
      const lastEventId = request.headers.get('last-event-id');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open = controller;
          streams.push(controller);
        },
      });
      opened.push({ lastEventId });
      if (!lastEventId) write(`id: 1.${sequence}\nevent: ready\ndata: {}\n\n`);
      return new Response(body, {
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      });
    }),
    send(partial) {
      sequence += 1;
      const event: LiveEvent = {
        cursor: `1.${sequence}`,
        tournamentId: null,
        userId: null,
        subjectId: null,
        at: new Date().toISOString(),
        ...partial,
      };
      write(`id: ${event.cursor}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
      return event;
    },
    drop() {
      open?.error(new Error('connection lost'));
      open = undefined;
    },
    end() {
      for (const stream of streams.splice(0)) {
        try {
          stream.close();
        } catch {
          // Already broken by drop().
        }
      }
      open = undefined;
    },
  };
}

/** `GET /api/events/rooms/{tournId}`: the room and its entrants, as the test sets them. */
export function roomAudience(initial: UpstreamRoomAudience) {
  let current = initial;
  let answered = 0;
  return {
    handler: http.get('*/api/events/rooms/:tournId', ({ params }) => {
      if (params.tournId !== String(current.tournamentId)) {
        return HttpResponse.json({ message: 'Tournament not found' }, { status: 404 });
      }
      answered += 1;
      return HttpResponse.json(current);
    }),
    set(next: Partial<UpstreamRoomAudience>) {
      current = { ...current, ...next };
    },
    /** How many times the room was read so far. */
    answered: () => answered,
  };
}

export type RoomAudience = ReturnType<typeof roomAudience>;

/** A room that is published for 18:00 but not released yet, with player 3 booked. */
export const unreleasedRoom = (tournamentId: number): UpstreamRoomAudience => ({
  tournamentId,
  roomId: null,
  roomPassword: null,
  releaseAt: '2026-11-24T17:50:00.000Z',
  releasedAt: null,
  entrantIds: [3],
});

/**
 * The backend's session check (the profile read at connection_init): a token in `refused` is
 * one whose session ended (401); every other is in its session.
 */
export const sessionProfiles = (refused: ReadonlySet<string>): RequestHandler =>
  http.get('*/api/v1/profile/me', ({ request }) =>
    refused.has((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''))
      ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      : HttpResponse.json({ id: 1, username: 'player' }),
  );

/** One player's wallet and bell, as their own token reads them. */
export interface PlayerData {
  balance: number;
  transactions: UpstreamTransaction[];
  bell: UpstreamNotifications;
}

const userOf = (request: Request) => {
  const bearer = request.headers.get('authorization') ?? '';
  return Number(decodeJwt(bearer.replace(/^Bearer /, '')).sub);
};

/** The wallet and bell routes, answering each player from their own data. */
export function playerData() {
  const players = new Map<number, PlayerData>();
  const of = (userId: number): PlayerData => {
    let data = players.get(userId);
    if (!data) {
      data = { balance: 0, transactions: [], bell: { unreadCount: 0, notifications: [] } };
      players.set(userId, data);
    }
    return data;
  };
  return {
    of,
    handlers: [
      http.get('*/api/wallet/balance', ({ request }) =>
        HttpResponse.json(of(userOf(request)).balance),
      ),
      http.get('*/wallet/transactions', ({ request }) =>
        HttpResponse.json(of(userOf(request)).transactions),
      ),
      http.get('*/api/notifications', ({ request }) => HttpResponse.json(of(userOf(request)).bell)),
    ],
  };
}

/** The upstream's signing key, and players' tokens signed with it. */
export async function liveTokens() {
  const signing = await testSigningKey();
  return {
    jwks: http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
    /** A player's token; `expiresIn` as jose takes it ('1h', '2s', '1m ago'). */
    player: (userId: number, expiresIn = '1h') =>
      signing.sign({ sub: String(userId), role: 'player' }, expiresIn),
    /** An organiser's token (role admin). */
    organiser: (userId: number) => signing.sign({ sub: String(userId), role: 'admin' }, '1h'),
    /** A player's token naming its backend session, as a login gives. */
    session: (userId: number, sid: string) =>
      signing.sign({ sub: String(userId), role: 'player', sid }),
  };
}

/** A real token whose payload was rewritten to claim another user: its signature no longer fits. */
export function forgedToken(token: string, userId: number): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ sub: String(userId), role: 'player', iss: 'creators-combat-league' }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

export interface LiveUpstream {
  upstream: MswUpstream;
  stream: EventStream;
  tokens: Awaited<ReturnType<typeof liveTokens>>;
  players: ReturnType<typeof playerData>;
  /** Serves the test's own handlers beside the live ones. */
  use(...handlers: RequestHandler[]): void;
  /** The requests to a path (without its query), oldest first. */
  requestsTo(path: string): MswUpstream['requests'];
  close(): Promise<void>;
}

export async function startLiveUpstream(...handlers: RequestHandler[]): Promise<LiveUpstream> {
  const stream = eventStream();
  const tokens = await liveTokens();
  const players = playerData();
  const base = [tokens.jwks, stream.handler, ...players.handlers];
  const upstream = await startMswUpstream(...base, ...handlers);
  return {
    upstream,
    stream,
    tokens,
    players,
    use: (...extra) => upstream.use(...base, ...extra),
    requestsTo: (path) =>
      upstream.requests.filter((request) => new URL(request.path, 'http://x').pathname === path),
    async close() {
      stream.end();
      await upstream.close();
    },
  };
}

import { decodeJwt } from 'jose';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { type TestGateway, startGateway } from '../../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../../support/msw-upstream';
import { type EventStream, eventStream } from '../../live/support/live-upstream';
import {
  PROFILE,
  goodBlogs,
  testSigningKey,
  upstreamTournament,
} from '../../upstream/upstream-fixtures';

/**
 * The backend as the public-read cache meets it, as msw handlers on a real socket: the two
 * tournament lists and a tournament (whose free slots the test changes), whether each player
 * booked it, each player's profile and balance, blogs, an organiser's blog removal, the event stream, and
 * the JWKS the gateway checks tokens against.
 */
export const TOURNAMENT = 41;
/** The player who booked the tournament; any other has not. */
export const BOOKED_PLAYER = 3;

const tournamentRow = (slotsAvail: number) =>
  upstreamTournament({ tournId: TOURNAMENT, slotsAvail, title: null });

const userOf = (request: Request) =>
  Number(decodeJwt((request.headers.get('authorization') ?? '').replace(/^Bearer /, '')).sub);

export interface PublicUpstream {
  upstream: MswUpstream;
  stream: EventStream;
  /** What the backend answers now: the test changes it. */
  state: { slotsAvail: number; failingLists: number };
  /** A player's token, or an organiser's. */
  player(userId: number): Promise<string>;
  organiser(): Promise<string>;
  /** How many requests reached a path (without its query) so far. */
  reads(path: string): number;
  close(): Promise<void>;
}

export async function startPublicUpstream(): Promise<PublicUpstream> {
  const stream = eventStream();
  const signing = await testSigningKey();
  const state = { slotsAvail: 10, failingLists: 0 };
  const upstream = await startMswUpstream(
    http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
    stream.handler,
    http.get('*/api/tourney/tournaments', () => {
      if (state.failingLists === 0) return HttpResponse.json([tournamentRow(state.slotsAvail)]);
      state.failingLists -= 1;
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    }),
    http.get('*/api/special/tournaments', () => HttpResponse.json([])),
    http.get('*/api/tourney/tournament/:id', () =>
      HttpResponse.json(tournamentRow(state.slotsAvail)),
    ),
    http.get('*/api/bookings/isBooked/:id', ({ request }) =>
      HttpResponse.json(userOf(request) === BOOKED_PLAYER),
    ),
    http.get('*/api/v1/profile/me', ({ request }) =>
      HttpResponse.json({ ...PROFILE, id: userOf(request), username: `player${userOf(request)}` }),
    ),
    // Each player's balance tells them apart: player n has n × 100 rupees.
    http.get('*/api/wallet/balance', ({ request }) => HttpResponse.json(userOf(request) * 100)),
    http.get('*/wallet/transactions', () => HttpResponse.json([])),
    goodBlogs(),
    http.delete('*/api/admin/blogs/:id', () => HttpResponse.json({ message: 'Blog deleted' })),
  );
  return {
    upstream,
    stream,
    state,
    player: (userId) => signing.sign({ sub: String(userId), role: 'player' }),
    organiser: () => signing.sign({ sub: '1', role: 'admin' }),
    reads: (path) =>
      upstream.requests.filter((request) => new URL(request.path, 'http://x').pathname === path)
        .length,
    async close() {
      stream.end();
      await upstream.close();
    },
  };
}

/**
 * The gateway with its public-read cache on, once the cache is at work: it writes only once it
 * hears the backend's changes, so this waits until a visitor's second read of the blogs is
 * answered without reaching the upstream.
 */
export async function startCachingGateway(
  backend: PublicUpstream,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const gateway = await startGateway(backend.upstream.url, { PUBLIC_CACHE: 'true', ...env });
  await vi.waitFor(
    async () => {
      const before = backend.reads('/api/user/get-blogs');
      await gateway.graphql('{ blogs { id } }');
      await gateway.graphql('{ blogs { id } }');
      if (backend.reads('/api/user/get-blogs') - before !== 1) throw new Error('not caching yet');
    },
    { timeout: 10_000, interval: 50 },
  );
  return gateway;
}

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import {
  type PublicUpstream,
  TOURNAMENT,
  startCachingGateway,
  startPublicUpstream,
} from './support/public-upstream';

const LIST = 'query TournamentList { tournaments { id name slotsAvailable } }';
const DETAILS =
  'query TournamentDetails($id: ID!) { tournament(id: $id) { id name viewerBooking { booked } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What Apollo Client sends with every request, GET included. */
const APOLLO_CLIENT_HEADERS = { 'content-type': 'application/json' };

describe('persisted queries over GET, for browsers and CDNs', () => {
  let backend: PublicUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    backend = await startPublicUpstream();
    gateway = await startCachingGateway(backend);
    // Registered once, as Apollo Client does after PERSISTED_QUERY_NOT_FOUND.
    for (const query of [LIST, DETAILS]) {
      const registered = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: APOLLO_CLIENT_HEADERS,
        body: JSON.stringify({
          query,
          variables: { id: String(TOURNAMENT) },
          extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
        }),
      });
      expect(registered.status).toBe(200);
    }
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  /** The GET Apollo Client's `useGETForHashedQueries` sends: the hash alone, in the URL. */
  function get(query: string, variables: object = {}, headers: Record<string, string> = {}) {
    const params = new URLSearchParams({
      variables: JSON.stringify(variables),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } }),
    });
    return fetch(`${gateway.url}/graphql?${params.toString()}`, { headers });
  }

  it('answers the list with Cache-Control and an ETag, and If-None-Match with 304', async () => {
    const first = await get(LIST, {}, APOLLO_CLIENT_HEADERS);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      data: {
        tournaments: [{ id: String(TOURNAMENT), name: 'Monsoon Mayhem Cup', slotsAvailable: 10 }],
      },
    });
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidated = await get(LIST, {}, { ...APOLLO_CLIENT_HEADERS, 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    // Once the list changed, the old tag no longer matches: the new answer comes whole.
    backend.state.slotsAvail = 9;
    backend.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
    const changed = await vi.waitFor(
      async () => {
        const answer = await get(LIST, {}, { ...APOLLO_CLIENT_HEADERS, 'if-none-match': etag! });
        if (answer.status === 304) throw new Error('the event has not dropped the entry yet');
        return answer;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).data.tournaments[0].slotsAvailable).toBe(9);
  });

  it("tells a visitor's details, which say whether the viewer booked, to be kept nowhere", async () => {
    const details = await get(DETAILS, { id: String(TOURNAMENT) }, APOLLO_CLIENT_HEADERS);
    expect(details.status).toBe(200);
    expect((await details.json()).data.tournament.viewerBooking).toEqual({ booked: false });
    expect(details.headers.get('cache-control')).toBe('no-store');
  });

  it('still refuses a GET a page of another site could send (CSRF prevention)', async () => {
    // A plain <img src> or form GET: no content type, no preflight header.
    const simple = await get(LIST);
    expect(simple.status).toBe(400);
    expect(simple.headers.get('cache-control') ?? '').not.toMatch(/public/);

    // A script's fetch that names a header of its own is preflighted cross-site: accepted.
    const preflighted = await get(LIST, {}, { 'apollo-require-preflight': 'true' });
    expect(preflighted.status).toBe(200);
  });
});

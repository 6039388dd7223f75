import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CACHE_MAX_AGE_SECONDS } from '../../src/cache/public-read-store';
import type { TestGateway } from '../support/gateway-server';
import {
  type PublicUpstream,
  TOURNAMENT,
  startCachingGateway,
  startPublicUpstream,
} from './support/public-upstream';

/** The list screen's query, as the web app asks it (fields of its cards). */
const LIST = /* GraphQL */ `
  query TournamentList($search: String) {
    tournaments(search: $search) {
      id
      kind
      name
      prizePool {
        formatted
      }
      totalSlots
      slotsAvailable
      status
    }
  }
`;
const LISTS = ['/api/tourney/tournaments', '/api/special/tournaments'];

describe('the public-read cache: visitors', () => {
  let backend: PublicUpstream;
  let gateway: TestGateway;
  const listReads = () => LISTS.map((path) => backend.reads(path));
  const normalListReads = () => backend.reads(LISTS[0]!);
  const slotsShown = async () => {
    const result = await gateway.graphql(LIST);
    expect(result.body.errors).toBeUndefined();
    return result.body.data.tournaments[0].slotsAvailable as number;
  };

  beforeAll(async () => {
    backend = await startPublicUpstream();
    gateway = await startCachingGateway(backend);
  });
  afterEach(() => {
    backend.state.slotsAvail = 10;
    backend.state.failingLists = 0;
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  /** Drops what earlier tests cached, through the only door a visitor's data changes by. */
  async function tournamentChanged() {
    const before = normalListReads();
    backend.stream.send({ kind: 'tournament.updated', tournamentId: TOURNAMENT });
    await vi.waitFor(
      async () => {
        await gateway.graphql(LIST);
        if (normalListReads() === before) throw new Error('still cached');
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  it("serves a visitor's repeated list from the cache, without an upstream call", async () => {
    await tournamentChanged();
    const first = await gateway.graphql(LIST);
    const before = listReads();
    const again = await gateway.graphql(LIST);
    const withVariables = await gateway.graphql(LIST, { search: null });

    expect(again.body).toEqual(first.body);
    expect(first.body.data.tournaments).toEqual([
      {
        id: String(TOURNAMENT),
        kind: 'NORMAL',
        name: 'Monsoon Mayhem Cup',
        prizePool: { formatted: '₹5,000' },
        totalSlots: 12,
        slotsAvailable: 10,
        status: 'UPCOMING',
      },
    ]);
    expect(withVariables.body.errors).toBeUndefined();
    // The same query with other variables is another entry: one more read of each list.
    expect(listReads()).toEqual(before.map((count) => count + 1));
    expect(Number(again.headers.get('age'))).toBeGreaterThanOrEqual(0);
  });

  it('shows a change as soon as the backend says a tournament changed', async () => {
    await tournamentChanged();
    expect(await slotsShown()).toBe(10);

    // Booked meanwhile: until the backend's event arrives, visitors keep the cached answer.
    backend.state.slotsAvail = 9;
    expect(await slotsShown()).toBe(10);
    const before = listReads();

    backend.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT, subjectId: '7' });
    await vi.waitFor(async () => expect(await slotsShown()).toBe(9), {
      timeout: 10_000,
      interval: 20,
    });
    expect(listReads()).toEqual(before.map((count) => count + 1));
    // And it is cached again.
    expect(await slotsShown()).toBe(9);
    expect(listReads()).toEqual(before.map((count) => count + 1));
  });

  it('keeps no answer past its bound, even when no event arrives', async () => {
    await tournamentChanged();
    const cached = await gateway.graphql(LIST);
    expect(cached.headers.get('cache-control')).toBe(
      `public, max-age=${PUBLIC_CACHE_MAX_AGE_SECONDS}`,
    );
    backend.state.slotsAvail = 8;
    expect(await slotsShown()).toBe(10);

    // No event: the entry expires by itself within its max-age.
    await vi.waitFor(async () => expect(await slotsShown()).toBe(8), {
      timeout: (PUBLIC_CACHE_MAX_AGE_SECONDS + 5) * 1000,
      interval: 250,
    });
  });

  it('never caches an answer with errors', async () => {
    await tournamentChanged();
    backend.stream.send({ kind: 'tournament.updated', tournamentId: TOURNAMENT });
    backend.state.failingLists = 1;
    await vi.waitFor(
      async () => {
        const failed = await gateway.graphql(LIST);
        if (!failed.body.errors) throw new Error('the event has not dropped the entry yet');
        expect(failed.body.errors[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
        expect(failed.headers.get('cache-control')).toBe('no-store');
      },
      { timeout: 10_000, interval: 20 },
    );

    const before = normalListReads();
    const next = await gateway.graphql(LIST);
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data.tournaments[0].slotsAvailable).toBe(10);
    expect(normalListReads()).toBe(before + 1);
  });

  it('drops the blogs when an organiser changes them here (blogs have no live event)', async () => {
    const blogReads = () => backend.reads('/api/user/get-blogs');
    await gateway.graphql('{ blogs { id title } }');
    const before = blogReads();
    await gateway.graphql('{ blogs { id title } }');
    expect(blogReads()).toBe(before);

    const removed = await gateway.graphql(
      'mutation { deleteBlog(id: "2") { errors { code } } }',
      {},
      { token: await backend.organiser() },
    );
    expect(removed.body.data.deleteBlog.errors).toEqual([]);
    await gateway.graphql('{ blogs { id title } }');
    expect(blogReads()).toBe(before + 1);
  });
});

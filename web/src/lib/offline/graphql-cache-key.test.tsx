import { describe, expect, it } from 'vitest';
import { graphQLCacheKey } from './graphql-cache-key';

const HASH = encodeURIComponent(
  JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'ab' } }),
);
const VARIABLES = encodeURIComponent(JSON.stringify({ id: '7' }));
const HASH_ONLY = `https://ccl.example/graphql?operationName=TournamentRoom&variables=${VARIABLES}&extensions=${HASH}`;
const WITH_TEXT = `https://ccl.example/graphql?query=${encodeURIComponent('query TournamentRoom { x }')}&operationName=TournamentRoom&variables=${VARIABLES}&extensions=${HASH}`;

const read = (url: string, token?: string) =>
  new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('graphQLCacheKey', () => {
  it('is the same for the hash-only read and the one that also sends the text', async () => {
    await expect(graphQLCacheKey(read(WITH_TEXT))).resolves.toBe(
      await graphQLCacheKey(read(HASH_ONLY)),
    );
  });

  it("keys a player's read by the session, without the token itself", async () => {
    const visitor = await graphQLCacheKey(read(HASH_ONLY));
    const alice = await graphQLCacheKey(read(HASH_ONLY, 'token-of-alice'));
    const bob = await graphQLCacheKey(read(HASH_ONLY, 'token-of-bob'));

    expect(new Set([visitor, alice, bob]).size).toBe(3);
    expect(alice).not.toContain('token-of-alice');
    await expect(graphQLCacheKey(read(WITH_TEXT, 'token-of-alice'))).resolves.toBe(alice);
  });
});

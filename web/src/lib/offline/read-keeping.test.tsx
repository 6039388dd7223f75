import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, PLAYER_TOKEN } from '../../test/fixtures';
import { authorizationOf } from '../bearer-token';
import { sessionOf } from './graphql-cache-key';
import { OFFLINE_CACHES } from './offline-caches';
import { cacheForRead, keptSessionOf } from './read-keeping';

describe('cacheForRead', () => {
  it("keeps a visitor's read with every visitor's", () => {
    expect(cacheForRead(null)).toBe(OFFLINE_CACHES.publicData);
  });

  it("keeps a player's read with that player's", () => {
    expect(cacheForRead(authorizationOf(PLAYER_TOKEN))).toBe(OFFLINE_CACHES.playerData);
  });

  it("keeps an organiser's read nowhere", () => {
    expect(cacheForRead(authorizationOf(ORGANISER_TOKEN))).toBeNull();
  });

  it("keeps a read whose token is not a readable JWT as a player's: it is private all the same", () => {
    expect(cacheForRead('Bearer not-a-jwt')).toBe(OFFLINE_CACHES.playerData);
  });
});

describe('keptSessionOf', () => {
  it("is a player's own session, the one its saved reads are keyed by", async () => {
    const authorization = authorizationOf(PLAYER_TOKEN);
    await expect(keptSessionOf(authorization)).resolves.toBe(await sessionOf(authorization));
  });

  it('is none for a visitor or an organiser, whose reads are not kept with a session', async () => {
    await expect(keptSessionOf(null)).resolves.toBeNull();
    await expect(keptSessionOf(authorizationOf(ORGANISER_TOKEN))).resolves.toBeNull();
  });
});

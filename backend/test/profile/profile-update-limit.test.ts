import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../src/http/auth-rate-limits';
import { PROFILE_MESSAGES } from '../../src/features/profile/profile-service';
import { type TestUser, createUser, uniqueMobile } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const LIMITED = { message: 'Too many attempts. Please try again later.' };

/**
 * A player probing which mobiles have accounts, one Edit Profile at a time: each taken mobile
 * answers 409, so failed updates are counted per player and spent like the other limits.
 */
describe('failed profile updates of one player', () => {
  let server: TestServer;
  let owner: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createUser(server);
  });
  afterAll(() => server.close());

  const update = (player: TestUser, mobile: string) =>
    server.call('PUT', '/api/v1/profile/update', {
      token: player.token,
      body: { username: player.username, mobile },
    });
  const { points, duration } = RATE_LIMIT_RULES.profileUpdateFailuresPerPlayer;

  it('answer 409 up to the limit, then 429 even for a valid update; another player is unaffected', async () => {
    const prober = await createUser(server);
    for (let i = 0; i < points; i += 1) {
      const taken = await update(prober, owner.mobile);
      expect(taken.status, `attempt ${i + 1}`).toBe(409);
      expect(taken.body.message).toBe(PROFILE_MESSAGES.mobileTaken);
    }
    const limited = await update(prober, owner.mobile);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);

    // The player's own valid change waits for the window too: it says how long.
    const valid = await update(prober, uniqueMobile());
    expect(valid.status).toBe(429);
    const retryAfter = Number(valid.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(duration);

    const other = await createUser(server);
    expect((await update(other, owner.mobile)).status).toBe(409);
    expect((await update(other, uniqueMobile())).status).toBe(200);
  });

  it('are not counted when they succeed: a player may edit the profile freely', async () => {
    const player = await createUser(server);
    for (let i = 0; i <= points; i += 1) {
      expect((await update(player, uniqueMobile())).status).toBe(200);
    }
  });
});

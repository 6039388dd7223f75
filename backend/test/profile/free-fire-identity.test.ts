import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

describe('the Free Fire UID and in-game name on the profile', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const update = (token: string, body: Record<string, unknown>) =>
    server.call('PUT', '/v1/profile/update', { token, body });
  const me = async (token: string) =>
    (await server.call('GET', '/api/v1/profile/me', { token })).body;

  it('stores them with the SPEC fields, and the SPEC call without them keeps them', async () => {
    const player = await createUser(server);
    const base = { username: player.username, mobile: player.mobile, bio: 'Rusher' };
    const saved = await update(player.token, { ...base, ffUid: '1234567890', ffIgn: 'ᴀʙ•ꜰꜰ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'Profile updated successfully!' });
    expect(await me(player.token)).toMatchObject({ ffUid: '1234567890', ffIgn: 'ᴀʙ•ꜰꜰ' });

    expect((await update(player.token, { ...base, bio: 'Sniper' })).status).toBe(200);
    expect(await me(player.token)).toMatchObject({ bio: 'Sniper', ffUid: '1234567890' });

    expect((await update(player.token, { ...base, ffUid: '', ffIgn: '' })).status).toBe(200);
    expect(await me(player.token)).toMatchObject({ ffUid: null, ffIgn: null });
  });

  it('refuses malformed values, naming each field, and changes nothing', async () => {
    const player = await createUser(server);
    const base = { username: player.username, mobile: player.mobile };
    const answer = await update(player.token, {
      ...base,
      ffUid: '0123456',
      ffIgn: 'a-name-far-too-long-for-free-fire',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'ffUid', message: 'Free Fire UID must be 8 to 12 digits, not starting with 0' },
      { field: 'ffIgn', message: 'Free Fire in-game name cannot exceed 12 characters' },
    ]);
    const short = await update(player.token, { ...base, ffIgn: 'x', ffUid: '12345678a' });
    expect(short.body.errors.map((e: { field: string }) => e.field)).toEqual(['ffUid', 'ffIgn']);
    expect(await me(player.token)).toMatchObject({ ffUid: null, ffIgn: null });
  });

  it('refuses a UID that is on another account, clearly', async () => {
    const first = await createUser(server);
    const second = await createUser(server);
    await update(first.token, {
      username: first.username,
      mobile: first.mobile,
      ffUid: '987654321',
    });
    const taken = await update(second.token, {
      username: second.username,
      mobile: second.mobile,
      ffUid: '987654321',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'This Free Fire UID is already on another account',
      errors: [{ field: 'ffUid', message: 'This Free Fire UID is already on another account' }],
    });
    expect(await me(second.token)).toMatchObject({ ffUid: null });
  });
});

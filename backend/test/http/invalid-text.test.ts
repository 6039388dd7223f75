import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';

/** A NUL or other control character anywhere in a request: 400 and nothing changes. */

const REFUSED = 'Text may not contain control characters.';

describe('text no person types', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('in a JSON body field: 400 naming the field, the profile unchanged', async () => {
    const player = await createUser(server);
    const res = await server.call('PUT', '/api/v1/profile/update', {
      token: player.token,
      body: { username: 'nul\u0000name', mobile: player.mobile, bio: 'ok' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: REFUSED,
      errors: [{ field: 'username', message: REFUSED }],
    });
    const row = await server.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(player.username);
  });

  it('in a query parameter or a path parameter', async () => {
    const forgot = await server.call('POST', '/api/auth/forgot-password?email=a%00b@gmail.com');
    expect(forgot.status).toBe(400);
    expect(forgot.body.message).toBe(REFUSED);
    const tournament = await server.call('GET', '/api/tourney/tournament/1%00');
    expect(tournament.status).toBe(400);
    expect(tournament.body.message).toBe(REFUSED);
  });

  it("in teams/join, in the old client's `error` field; nothing is stored", async () => {
    const player = await createUser(server);
    const teams = await rowCount(server, 'team_players');
    const res = await server.call('POST', '/api/teams/join', {
      token: player.token,
      body: { tournamentId: 1, teamCode: 'ABC123', playerInGameName: 'bad\u001bname' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: REFUSED });
    expect(await rowCount(server, 'team_players')).toBe(teams);
  });

  it('but takes what people type: accents, emoji, Hindi, tabs and new lines', async () => {
    const player = await createUser(server);
    const bio = 'Rusher 🔥 — खिलाड़ी\nIGL\tdé';
    const res = await server.call('PUT', '/api/v1/profile/update', {
      token: player.token,
      body: { username: player.username, mobile: player.mobile, bio },
    });
    expect(res.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedMatch } from '../disputes/dispute-helpers';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/** A match-result dispute is a grievance too: filed with it, resolved with it. */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server.close());

describe('a dispute’s grievance', () => {
  it('is filed by the player with the dispute and resolved with its outcome', async () => {
    const player = await createUser(server);
    const tournament = await createTournament(server);
    await enterTeam(server, tournament, { players: [player] });
    await postedMatch(server, tournament, 1, 5);
    const opened = await server.call('POST', `/api/tournaments/${tournament}/matches/1/disputes`, {
      token: player.token,
      body: { reason: 'Lobby crashed' },
    });
    expect(opened.status).toBe(201);

    const mine = await server.call('GET', '/api/v1/grievances/mine', { token: player.token });
    expect(mine.body.grievances).toEqual([
      expect.objectContaining({
        category: 'match_result',
        status: 'open',
        disputeId: opened.body.id,
        tournamentId: tournament,
        subject: expect.stringContaining('Dispute of match 1'),
      }),
    ]);
    const { id } = await server.db
      .selectFrom('grievances')
      .select('id')
      .where('dispute_id', '=', opened.body.id)
      .executeTakeFirstOrThrow();
    const refused = await server.call('POST', `/api/admin/grievances/${id}/resolve`, {
      token: admin.token,
      body: { resolution: 'Done' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This complaint is a match-result dispute: resolve the dispute on the disputes page',
    );

    const resolved = await server.call('POST', `/api/admin/disputes/${opened.body.id}/resolve`, {
      token: admin.token,
      body: { resolution: 'rejected', reason: 'No crash in the lobby logs' },
    });
    expect(resolved.status).toBe(200);
    const after = await server.call('GET', '/api/v1/grievances/mine', { token: player.token });
    expect(after.body.grievances[0]).toMatchObject({
      status: 'resolved',
      resolution: 'The dispute was resolved: rejected (No crash in the lobby logs)',
    });
    const audit = await server.db
      .selectFrom('audit_entries')
      .select('action')
      .where('subject_type', '=', 'grievance')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'GRIEVANCE_RESOLVED' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTournament } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { squad } from '../bookings/booking-helpers';
import { addMember, bookSquad, createPlayer, invite, mySquad } from './squad-helpers';

/**
 * Teammates accepting at the same moment. On PostgreSQL they really run at once; the squad's
 * row lock makes them take turns, so the last place goes to exactly one.
 */
describe('squad places racing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives the last place to exactly one of three teammates accepting at once', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Tango');
    for (const name of ['T2', 'T3', 'T4', 'T5']) {
      await addMember(server, booker, teamId, await createPlayer(server, name));
    }
    const racers = await Promise.all(['R1', 'R2', 'R3'].map((name) => createPlayer(server, name)));
    const ids: number[] = [];
    for (const racer of racers) {
      ids.push((await invite(server, booker, teamId, { mobile: racer.mobile })).body.invitationId);
    }

    const answers = await Promise.all(
      racers.map((racer, index) =>
        server.call('POST', `/api/squads/invitations/${ids[index]}/accept`, {
          token: racer.token,
        }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe('The squad is full: it has all 6 places taken');
    }
    const squad = (await mySquad(server, booker, tournamentId)).body;
    expect(squad.members).toHaveLength(6);
    expect(squad.members.every((member: { userId: number | null }) => member.userId)).toBe(true);
  });

  it('enters a teammate racing into two squads of a tournament in only one', async () => {
    const tournamentId = await createTournament(server);
    const [first, second] = [await createPlayer(server, 'A1'), await createPlayer(server, 'B1')];
    const teams = [
      await bookSquad(server, first, tournamentId, 'Team Uniform'),
      await bookSquad(server, second, tournamentId, 'Team Victor'),
    ];
    const mate = await createPlayer(server, 'Mate');
    const ids = [
      (await invite(server, first, teams[0]!, { mobile: mate.mobile })).body.invitationId,
      (await invite(server, second, teams[1]!, { mobile: mate.mobile })).body.invitationId,
    ];

    const answers = await Promise.all(
      ids.map((id) =>
        server.call('POST', `/api/squads/invitations/${id}/accept`, { token: mate.token }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const places = await server.db
      .selectFrom('team_players')
      .select('team_id')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', mate.id)
      .execute();
    expect(places).toHaveLength(1);
  });

  it('enters a player accepting an invitation while booking a slot of their own in only one', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'W1');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Whiskey');
    const mate = await createPlayer(server, 'Mate');
    const { invitationId } = (await invite(server, booker, teamId, { mobile: mate.mobile })).body;

    const answers = await Promise.all([
      server.call('POST', `/api/squads/invitations/${invitationId}/accept`, { token: mate.token }),
      server.call('POST', '/api/bookings/slot', {
        token: mate.token,
        body: squad(tournamentId, { teamName: 'Team Xray' }),
      }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const places = await server.db
      .selectFrom('team_players')
      .select('team_id')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', mate.id)
      .execute();
    expect(places).toHaveLength(1);
  });
});

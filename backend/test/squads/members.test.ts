import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { addMember, bookSquad, createPlayer, mySquad, squadEvents } from './squad-helpers';

const roomDetails = (server: TestServer, token: string, tournamentId: number) =>
  server.call('GET', `/api/tourney/${tournamentId}/room-details`, { token });

describe('squad members', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lets a teammate join by the squad code, in any case, into the first typed name', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    await bookSquad(server, booker, tournamentId, 'Team Mike', ['Alpha', 'Beta', 'Gamma']);
    const code = (await mySquad(server, booker, tournamentId)).body.squadCode as string;
    const mate = await createPlayer(server, 'Zed');
    expect((await roomDetails(server, mate.token, tournamentId)).status).toBe(403);

    const joined = await server.call('POST', '/api/squads/join', {
      token: mate.token,
      body: { code: ` ${code.toLowerCase()} ` },
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ teamName: 'Team Mike', position: 2, tournamentId });
    expect((await roomDetails(server, mate.token, tournamentId)).status).not.toBe(403);
    const names = (await mySquad(server, mate, tournamentId)).body.members.map(
      (m: { inGameName: string }) => m.inGameName,
    );
    expect(names).toEqual(['Team Mike IGL', 'Zed', 'Beta', 'Gamma']);
    const audit = await auditRowsAbout(server, 'tournament', tournamentId);
    expect(audit.at(-1)?.summary).toBe(
      `Team Mike · ${mate.username} joined as player 2 (squad code)`,
    );
  });

  it('refuses a wrong code, a second squad and a special team by this route', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    await bookSquad(server, booker, tournamentId, 'Team November');
    const other = await createPlayer(server, 'Other');
    await bookSquad(server, other, tournamentId, 'Team Oscar');
    const code = (await mySquad(server, booker, tournamentId)).body.squadCode as string;

    const wrong = await server.call('POST', '/api/squads/join', {
      token: other.token,
      body: { code: 'ZZZZZZ' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('No squad has this code');
    const empty = await server.call('POST', '/api/squads/join', {
      token: other.token,
      body: { code: '' },
    });
    expect(empty.body.errors).toEqual([{ field: 'code', message: 'Squad code required' }]);
    const second = await server.call('POST', '/api/squads/join', {
      token: other.token,
      body: { code },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You are already in a squad of this tournament');
  });

  it("keeps teams/join's quirks: a normal squad's code there answers in `error`", async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    await bookSquad(server, booker, tournamentId, 'Team Papa');
    const code = (await mySquad(server, booker, tournamentId)).body.squadCode as string;
    const mate = await createUser(server);
    const answer = await server.call('POST', '/teams/join', {
      token: mate.token,
      body: { tournamentId, teamCode: code, playerInGameName: 'Mate' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'This tournament takes slot bookings: book a slot instead',
    });
  });

  it('lets a member leave and the booker remove one; their place stays a name', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Quebec', ['Q2', 'Q3', 'Q4']);
    const [q2, q3] = [await createPlayer(server, 'Q2'), await createPlayer(server, 'Q3')];
    await addMember(server, booker, teamId, q2);
    await addMember(server, booker, teamId, q3);

    const left = await server.call('POST', `/api/squads/${teamId}/leave`, { token: q2.token });
    expect(left.body).toEqual({ message: 'You left the squad', tournamentId });
    expect((await roomDetails(server, q2.token, tournamentId)).status).toBe(403);
    const notMember = await server.call('POST', `/api/squads/${teamId}/leave`, { token: q2.token });
    expect(notMember.status).toBe(404);

    const byStranger = await server.call('POST', `/api/squads/${teamId}/members/${q3.id}/remove`, {
      token: q2.token,
    });
    expect(byStranger.status).toBe(403);
    const removed = await server.call('POST', `/api/squads/${teamId}/members/${q3.id}/remove`, {
      token: booker.token,
    });
    expect(removed.body).toEqual({ message: 'Member removed from the squad', tournamentId });
    const squad = (await mySquad(server, booker, tournamentId)).body;
    expect(squad.members).toMatchObject([
      { position: 1, userId: booker.id, isBooker: true },
      { position: 2, inGameName: 'Q2', userId: null },
      { position: 3, inGameName: 'Q3', userId: null },
      { position: 4, inGameName: 'Q4', userId: null },
    ]);
    const bookerLeaves = await server.call('POST', `/api/squads/${teamId}/leave`, {
      token: booker.token,
    });
    expect(bookerLeaves.status).toBe(400);
    expect(bookerLeaves.body.message).toBe('The player who booked the squad cannot leave it');
    const again = await server.call('POST', `/api/squads/${teamId}/members/${q3.id}/remove`, {
      token: booker.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { field: 'userId', message: 'This player is not a member of your squad' },
    ]);
    const summaries = (await auditRowsAbout(server, 'tournament', tournamentId)).map(
      (r) => r.summary,
    );
    expect(summaries.slice(-2)).toEqual([
      `Team Quebec · ${q2.username} left (player 2 stays a name)`,
      `Team Quebec · ${booker.username} removed ${q3.username} (player 3 stays a name)`,
    ]);
    expect(await squadEvents(server, tournamentId)).toBe(6);
  });

  it('shows organisers any squad with UIDs, and players only their own', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Romeo');
    const organiser = await createUser(server, { role: 'admin' });
    const squad = await server.call('GET', `/api/admin/squads/${teamId}`, {
      token: organiser.token,
    });
    expect(squad.status).toBe(200);
    expect(squad.body.members[0].ffUid).toMatch(/^\d{10}$/);
    const player = await createPlayer(server, 'Nosy');
    expect(
      (await server.call('GET', `/api/admin/squads/${teamId}`, { token: player.token })).status,
    ).toBe(403);
    const none = await mySquad(server, player, tournamentId);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('You are not in a squad of this tournament');
  });
});

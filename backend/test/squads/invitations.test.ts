import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { banUser, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  bellOf,
  bookSquad,
  createPlayer,
  invitationsOf,
  invite,
  mySquad,
  squadEvents,
} from './squad-helpers';

describe('squad invitations', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lets the booker invite by mobile; the teammate accepts and is entered as a member', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'BravoIGL', { username: `bravo${Date.now()}` });
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Bravo', [
      'Ghost',
      'Viper',
      'Hawk',
    ]);
    const viper = await createPlayer(server, 'viper');

    const invited = await invite(server, booker, teamId, { mobile: viper.mobile });
    expect(invited.status).toBe(200);
    expect(invited.body.message).toBe('Invitation sent');
    const [invitation] = await invitationsOf(server, viper);
    expect(invitation).toMatchObject({ teamName: 'Team Bravo', invitedBy: booker.username });
    expect((await bellOf(server, viper))[0]).toMatchObject({
      kind: 'SQUAD_INVITED',
      message: expect.stringContaining(`${booker.username} invited you to the squad Team Bravo`),
    });
    await server.app.live.mailsSent();
    expect(await server.lastMailTo(viper.email)).toContain('Squad invitation: Team Bravo');
    expect(
      (await server.call('GET', `/api/bookings/isBooked/${tournamentId}`, { token: viper.token }))
        .body,
    ).toBe(false);

    const accepted = await server.call('POST', `/api/squads/invitations/${invitation?.id}/accept`, {
      token: viper.token,
    });
    expect(accepted.status).toBe(200);
    // The typed name "Viper" matches the profile's "viper": that place becomes the member's.
    expect(accepted.body).toMatchObject({ message: 'You joined the squad', position: 3 });
    expect(await invitationsOf(server, viper)).toEqual([]);

    const booked = await server.call('GET', `/api/bookings/isBooked/${tournamentId}`, {
      token: viper.token,
    });
    expect(booked.body).toBe(true);
    const mine = await server.call('GET', '/api/bookings/my-tournaments', { token: viper.token });
    expect(mine.body.map((t: { tournId: number }) => t.tournId)).toContain(tournamentId);
    const squad = await mySquad(server, viper, tournamentId);
    expect(squad.status).toBe(200);
    expect(squad.body.isBooker).toBe(false);
    expect(squad.body.members.map((m: { inGameName: string }) => m.inGameName)).toEqual([
      'Team Bravo IGL',
      'Ghost',
      'viper',
      'Hawk',
    ]);
    expect(squad.body.members[2]).toMatchObject({ username: viper.username, ffIgn: 'viper' });
    expect(squad.body.members[2].ffUid).toMatch(/^\d{10}$/);
    expect(squad.body.members[1]).toMatchObject({ userId: null, ffUid: null });
    expect((await bellOf(server, booker))[0]).toMatchObject({ kind: 'SQUAD_JOINED' });

    const audit = await auditRowsAbout(server, 'tournament', tournamentId);
    expect(audit.map((row) => row.summary)).toEqual([
      `Team Bravo · ${booker.username} invited ${viper.username} (by mobile)`,
      `Team Bravo · ${viper.username} joined as player 3 (invitation)`,
    ]);
    expect(await squadEvents(server, tournamentId)).toBe(2);
  });

  it('invites by username, in any case, and the booker sees it pending and can cancel it', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Echo');
    const mate = await createPlayer(server, 'Mate');

    const invited = await invite(server, booker, teamId, { username: mate.username.toUpperCase() });
    expect(invited.status).toBe(200);
    const squad = await mySquad(server, booker, tournamentId);
    expect(squad.body.isBooker).toBe(true);
    expect(squad.body.squadCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(squad.body.invitations).toMatchObject([
      { invitee: mate.username, invitedAs: 'username' },
    ]);

    const cancelled = await server.call(
      'POST',
      `/api/squads/invitations/${invited.body.invitationId}/cancel`,
      { token: booker.token },
    );
    expect(cancelled.body).toEqual({ message: 'Invitation cancelled', tournamentId });
    const late = await server.call(
      'POST',
      `/api/squads/invitations/${invited.body.invitationId}/accept`,
      { token: mate.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This invitation is already cancelled');
    expect((await mySquad(server, mate, tournamentId)).status).toBe(404);
  });

  it('lets the invitee decline; a declined invitation can be sent again', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Fox');
    const mate = await createPlayer(server, 'Mate');
    const first = await invite(server, booker, teamId, { mobile: mate.mobile });
    const declined = await server.call(
      'POST',
      `/api/squads/invitations/${first.body.invitationId}/decline`,
      { token: mate.token },
    );
    expect(declined.body).toEqual({ message: 'Invitation declined', tournamentId });
    expect(await invitationsOf(server, mate)).toEqual([]);
    expect((await invite(server, booker, teamId, { mobile: mate.mobile })).status).toBe(200);
  });

  it('refuses unknown and banned players with the same words, naming the field', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Golf');
    const banned = await createPlayer(server, 'Banned');
    await banUser(server, banned.id);

    const unknown = await invite(server, booker, teamId, { mobile: '6000000001' });
    const bannedAnswer = await invite(server, booker, teamId, { mobile: banned.mobile });
    for (const answer of [unknown, bannedAnswer]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'No player can be invited by this mobile number: check it, or share your squad code',
      );
      expect(answer.body.errors).toEqual([{ field: 'mobile', message: answer.body.message }]);
    }
    const byName = await invite(server, booker, teamId, { username: 'nobody-here-at-all' });
    expect(byName.body.errors[0].field).toBe('username');
    const malformed = await invite(server, booker, teamId, { mobile: '12345' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([
      { field: 'mobile', message: 'Mobile number must be 10 digits' },
    ]);
    expect(await invitationsOf(server, banned)).toEqual([]);
  });

  it('refuses a teammate already in another squad, or in this one, or invited twice', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Hotel');
    const other = await createPlayer(server, 'Other');
    await bookSquad(server, other, tournamentId, 'Team India');
    const mate = await createPlayer(server, 'Mate');

    const elsewhere = await invite(server, booker, teamId, { mobile: other.mobile });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({
      message: 'This player is already in another squad of this tournament',
      errors: [{ field: 'mobile' }],
    });
    const self = await invite(server, booker, teamId, { username: booker.username });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You are already in your squad');

    expect((await invite(server, booker, teamId, { mobile: mate.mobile })).status).toBe(200);
    const twice = await invite(server, booker, teamId, { mobile: mate.mobile });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This player already has an invitation to your squad');
  });

  it('lets only the booker invite, and refuses squads of finished tournaments', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Juliet');
    const stranger = await createPlayer(server, 'Stranger');
    const mate = await createPlayer(server, 'Mate');

    const notBooker = await invite(server, stranger, teamId, { mobile: mate.mobile });
    expect(notBooker.status).toBe(403);
    expect(notBooker.body.message).toBe('Only the player who booked the squad can do this');
    const visitor = await server.call('POST', '/api/squads/invite', {
      body: { teamId, by: 'mobile', mobile: mate.mobile },
    });
    expect(visitor.status).toBe(401);
    const noSquad = await invite(server, booker, 999_999, { mobile: mate.mobile });
    expect(noSquad.status).toBe(404);

    const pending = await invite(server, booker, teamId, { mobile: mate.mobile });
    await server.db
      .updateTable('tournaments')
      .set({ status: 'completed' })
      .where('tourn_id', '=', tournamentId)
      .execute();
    const closed = await invite(server, booker, teamId, { mobile: stranger.mobile });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This tournament is completed: its squads no longer change');
    const lateAccept = await server.call(
      'POST',
      `/api/squads/invitations/${pending.body.invitationId}/accept`,
      { token: mate.token },
    );
    expect(lateAccept.status).toBe(409);
    expect(await auditRowsAbout(server, 'tournament', tournamentId)).toHaveLength(1);
  });

  it('asks for an in-game name before accepting, and hides invitations from others', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Kilo');
    const noName = await createUser(server);
    const invited = await invite(server, booker, teamId, { mobile: noName.mobile });
    const path = `/api/squads/invitations/${invited.body.invitationId}/accept`;

    const someoneElse = await createPlayer(server, 'Else');
    const wrong = await server.call('POST', path, { token: someoneElse.token });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('No invitation has this id');

    const refused = await server.call('POST', path, { token: noName.token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'ffIgn', message: 'Add your Free Fire in-game name to your profile first' },
    ]);
    expect(await invitationsOf(server, noName)).toHaveLength(1);
  });

  it('refuses an invitation once every place holds a member', async () => {
    const tournamentId = await createTournament(server);
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Lima');
    const mates = await Promise.all(
      ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'].map((name) => createPlayer(server, name)),
    );
    const invitations = [];
    for (const mate of mates) {
      invitations.push((await invite(server, booker, teamId, { mobile: mate.mobile })).body);
    }
    for (const [index, mate] of mates.slice(0, 5).entries()) {
      const answer = await server.call(
        'POST',
        `/api/squads/invitations/${invitations[index].invitationId}/accept`,
        { token: mate.token },
      );
      expect(answer.status).toBe(200);
    }
    const sixth = await server.call(
      'POST',
      `/api/squads/invitations/${invitations[5].invitationId}/accept`,
      { token: mates[5]?.token },
    );
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('The squad is full: it has all 6 places taken');
    const more = await invite(server, booker, teamId, {
      mobile: (await createPlayer(server, 'G7')).mobile,
    });
    expect(more.status).toBe(409);
    const squad = await mySquad(server, booker, tournamentId);
    expect(squad.body.members.filter((m: { userId: number | null }) => m.userId)).toHaveLength(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { eventMark, eventsAfter, notificationsOf } from '../support/live-reads';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { expectReplayOf, newKey, withKey } from '../idempotency/key-helpers';

/** The organiser's message to every member of every booked squad: bell, e-mail and audit. */
describe("an organiser's message to a tournament's squads", () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const send = (id: number | string, body: unknown, token = admin.token) =>
    server.call('POST', `/api/admin/tournaments/${id}/messages`, { token, body });

  const written = async () => ({
    notifications: await rowCount(server, 'notifications'),
    audit: await rowCount(server, 'audit_entries'),
    events: await rowCount(server, 'events'),
  });

  /** Two booked squads: one of four members with accounts, one whose teammates are only names. */
  async function bookedTournament(name: string) {
    const id = await createTournament(server, { tourn_name: name });
    const squad = [await createUser(server), await createUser(server), await createUser(server)];
    const fourth = await createUser(server);
    const booker = await createUser(server);
    await enterTeam(server, id, { teamName: 'Team Bravo', players: [...squad, fourth] });
    await enterTeam(server, id, { teamName: 'Team Delta', players: [booker, 'ign2', 'ign3'] });
    return { id, members: [...squad, fourth, booker] };
  }

  it('reaches every member of every booked squad in the bell and by e-mail, and is audited', async () => {
    const { id, members } = await bookedTournament('Night Scrim 12');
    const outsider = await createUser(server);
    const mark = await eventMark(server);

    const res = await send(id, { text: '  Room for match 2 comes 5 minutes late.  ' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Sent to 5 members', recipients: 5 });
    for (const member of members) {
      expect(await notificationsOf(server, member.id)).toEqual([
        expect.objectContaining({
          kind: 'organiser_message',
          tournament_id: id,
          message: 'Night Scrim 12: Room for match 2 comes 5 minutes late.',
        }),
      ]);
    }
    expect(await notificationsOf(server, outsider.id)).toEqual([]);
    const events = await eventsAfter(server, mark);
    expect(events.map((event) => [event.kind, event.userId])).toEqual(
      members.map((member) => ['notification.created', member.id]),
    );
    await server.app.live.mailsSent();
    for (const member of members) {
      const mail = await server.lastMailTo(member.email);
      expect(mail).toContain('Subject: Message from the organiser of Night Scrim 12');
      expect(mail).toContain('Room for match 2 comes 5 minutes late.');
    }
    const [audit] = await auditRowsAbout(server, 'tournament', id);
    expect(audit).toMatchObject({
      action: 'MESSAGE_SENT',
      actor_id: admin.id,
      tournament_id: id,
      summary:
        'Messaged 5 members of the booked squads of Night Scrim 12: “Room for match 2 comes 5 minutes late.”',
      after: { text: 'Room for match 2 comes 5 minutes late.', recipients: 5 },
    });
  });

  it('refuses an empty or too long text, naming the field, and sends nothing', async () => {
    const { id, members } = await bookedTournament('Night Scrim 13');
    const before = await written();
    for (const [body, message] of [
      [{ text: '   ' }, 'Write the message'],
      [{}, 'Write the message'],
      [{ text: 'x'.repeat(301) }, 'The message cannot exceed 300 characters'],
    ] as const) {
      const res = await send(id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'text', message }]);
    }
    expect(await written()).toEqual(before);
    expect(await notificationsOf(server, members[0]!.id)).toEqual([]);
  });

  it('refuses a cancelled tournament, one nobody booked and an unknown one', async () => {
    const cancelled = await bookedTournament('Cancelled Scrim');
    await server.db
      .updateTable('tournaments')
      .set({ status: 'cancelled' })
      .where('tourn_id', '=', cancelled.id)
      .execute();
    const empty = await createTournament(server, { tourn_name: 'Empty Scrim' });
    const before = await written();

    const refusedCancelled = await send(cancelled.id, { text: 'Hello' });
    expect(refusedCancelled.status).toBe(400);
    expect(refusedCancelled.body.message).toBe(
      'The tournament is cancelled: its squads were already told and refunded',
    );
    const refusedEmpty = await send(empty, { text: 'Hello' });
    expect(refusedEmpty.status).toBe(400);
    expect(refusedEmpty.body.message).toBe(
      'No squad has booked this tournament yet: there is nobody to message',
    );
    expect((await send(999_999, { text: 'Hello' })).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('is for organisers only', async () => {
    const { id, members } = await bookedTournament('Players Cannot Spam');
    expect((await send(id, { text: 'Free diamonds!' }, members[0]!.token)).status).toBe(403);
    expect(
      (
        await server.call('POST', `/api/admin/tournaments/${id}/messages`, {
          body: { text: 'Free diamonds!' },
        })
      ).status,
    ).toBe(401);
    expect(await notificationsOf(server, members[1]!.id)).toEqual([]);
  });

  it('tells nobody twice when a send is retried with its Idempotency-Key', async () => {
    const { id, members } = await bookedTournament('Retried Night');
    const key = newKey();
    const again = () =>
      server.call('POST', `/api/admin/tournaments/${id}/messages`, {
        token: admin.token,
        body: { text: 'Check in now' },
        headers: withKey(key),
      });
    const first = await again();
    expect(first.status).toBe(200);
    expectReplayOf(await again(), first);
    for (const member of members) expect(await notificationsOf(server, member.id)).toHaveLength(1);
    expect(await auditRowsAbout(server, 'tournament', id)).toHaveLength(1);
  });

  it('allows 5 messages to one tournament an hour, then says to wait', async () => {
    const { id, members } = await bookedTournament('Busy Night');
    for (let n = 1; n <= 5; n += 1) {
      expect((await send(id, { text: `Update ${n}` })).status).toBe(200);
    }
    const refused = await send(id, { text: 'Update 6' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "At most 5 messages to one tournament's squads in 60 minutes: wait before sending another",
    );
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await notificationsOf(server, members[0]!.id)).toHaveLength(5);
    // Another tournament's squads are not held back by this one's messages.
    const other = await bookedTournament('Quiet Night');
    expect((await send(other.id, { text: 'Update 1' })).status).toBe(200);
  });
});

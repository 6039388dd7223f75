import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../src/mail/mailer';
import { HOUR, hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { notificationsOf } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';

const MINUTE = 60_000;

/** The match-room e-mails in the outbox to `to`, oldest first. */
async function matchMailsTo(server: TestServer, to: string): Promise<string[]> {
  const dir = outboxDir(server.config.dataDir);
  const files = (await fs.readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${to}\n`) && mail.includes('Subject: Match '));
}

describe('a room per match', () => {
  let server: TestServer;
  let admin: TestUser;
  let booker: TestUser;
  let teammates: TestUser[];
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    booker = await createUser(server);
    teammates = [await createUser(server), await createUser(server), await createUser(server)];
    outsider = await createUser(server);
  });
  afterAll(() => server.close());

  const members = () => [booker, ...teammates];
  /** A booked squad whose four members all have accounts (the booker and three who accepted). */
  const bookedCup = async (name: string, start = hoursFromNow(48)) => {
    const id = await createTournament(server, { tourn_name: name, tourn_start: start });
    await enterTeam(server, id, { players: members() });
    return id;
  };
  const publish = (
    id: number,
    matchNo: number,
    body: Record<string, unknown>,
    token = admin.token,
  ) => server.call('PUT', `/api/admin/tournaments/${id}/matches/${matchNo}/room`, { token, body });
  const roomDetails = (id: number, player: TestUser) =>
    server.call('GET', `/api/tourney/${id}/room-details`, { token: player.token });
  const rooms = (id: number, player?: TestUser) =>
    server.call(
      'GET',
      `/api/tourney/tournament/${id}/match-rooms`,
      player ? { token: player.token } : {},
    );
  const schedule = async (id: number) =>
    (await server.call('GET', `/api/tourney/tournament/${id}/matches`)).body as Record<
      string,
      unknown
    >[];

  it("publishes match 2's room ahead, hidden from everyone until its time, then the releaser gives it out", async () => {
    const id = await bookedCup('Ahead Cup');
    const releaseAt = hoursFromNow(1).toISOString();
    const published = await publish(id, 2, { roomId: '5521', roomPassword: 'm2', releaseAt });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      matchNo: 2,
      roomId: '5521',
      roomPassword: 'm2',
      roomReleaseAt: releaseAt,
      roomReleased: false,
      roomReleasedAt: null,
    });
    expect((await schedule(id))[1]).toEqual({
      matchNo: 2,
      map: 'Purgatory',
      startsAt: expect.any(String),
      roomReleaseAt: releaseAt,
      roomReleased: false,
    });
    expect(JSON.stringify(await schedule(id))).not.toContain('5521');
    expect((await rooms(id, teammates[0])).body).toEqual([]);
    expect((await roomDetails(id, teammates[0] as TestUser)).body).toEqual({
      roomId: '',
      roomPassword: '',
      releaseAt,
    });

    await server.app.live.releaser.releaseDue(new Date(Date.now() + 2 * HOUR));
    await server.app.live.mailsSent();
    for (const member of members()) {
      expect((await rooms(id, member)).body).toEqual([
        { matchNo: 2, roomId: '5521', roomPassword: 'm2', releasedAt: expect.any(String) },
      ]);
      expect((await notificationsOf(server, member.id)).map((notice) => notice.message)).toContain(
        'Match 2 room of Ahead Cup is released: open IDP for the ID and password.',
      );
      const [mail] = await matchMailsTo(server, member.email);
      expect(mail).toContain('Subject: Match 2 room released: Ahead Cup');
      expect(mail).toContain('Room ID: 5521');
      expect(mail).toContain('Map: Purgatory');
    }
    expect((await schedule(id))[1]).toMatchObject({ roomReleased: true });
  });

  it('defaults the release to 7 minutes before that match starts', async () => {
    const id = await bookedCup('Lead Cup');
    const [, second] = await schedule(id);
    const published = await publish(id, 2, { roomId: '1', roomPassword: '2' });
    expect(published.body.roomReleaseAt).toBe(
      new Date(Date.parse(String(second?.startsAt)) - 7 * MINUTE).toISOString(),
    );
  });

  it('answers room-details with the latest released match, and each released room by number', async () => {
    const id = await bookedCup('Night Cup');
    const past = hoursFromNow(-0.1).toISOString();
    await publish(id, 1, { roomId: '1001', roomPassword: 'one', releaseAt: past });
    expect((await roomDetails(id, booker)).body).toEqual({
      roomId: '1001',
      roomPassword: 'one',
      releaseAt: null,
    });
    await publish(id, 2, { roomId: '2002', roomPassword: 'two', releaseAt: past });
    expect((await roomDetails(id, teammates[2] as TestUser)).body).toEqual({
      roomId: '2002',
      roomPassword: 'two',
      releaseAt: null,
    });
    expect((await rooms(id, booker)).body.map((room: { matchNo: number }) => room.matchNo)).toEqual(
      [1, 2],
    );
    // The same errors as before for those who may not see it.
    expect(await roomDetails(id, outsider)).toMatchObject({
      status: 403,
      body: { message: 'You have not registered for the tournament' },
    });
    expect((await rooms(id, outsider)).status).toBe(403);
    expect((await rooms(id)).status).toBe(401);
    expect((await server.call('GET', `/api/tourney/${id}/room-details`)).status).toBe(401);
    // Organisers may read the rooms too.
    expect((await rooms(id, admin)).body).toHaveLength(2);
  });

  it('tells every member of every booked squad when a released room changes: bell, e-mail, labelled', async () => {
    const id = await bookedCup('Change Cup');
    const other = await createUser(server);
    await enterTeam(server, id, { players: [other, 'o2', 'o3', 'o4'] });
    await publish(id, 2, {
      roomId: '3003',
      roomPassword: 'old',
      releaseAt: hoursFromNow(-0.1).toISOString(),
    });
    const changed = await publish(id, 2, { roomId: '3004', roomPassword: 'new' });
    expect(changed.body).toMatchObject({ roomId: '3004', roomReleased: true });
    await server.app.live.mailsSent();
    for (const member of [...members(), other]) {
      const bell = await notificationsOf(server, member.id);
      expect(bell.filter((notice) => notice.tournament_id === id)).toEqual([
        expect.objectContaining({ kind: 'match_room_released' }),
        expect.objectContaining({
          kind: 'match_room_changed',
          message: 'Match 2 room of Change Cup changed: open IDP for the new ID and password.',
        }),
      ]);
      const mails = await matchMailsTo(server, member.email);
      const mail = mails.find((text) => text.includes('Subject: Match 2 room changed: Change Cup'));
      expect(mail).toContain('Room ID: 3004');
      expect(mail).toContain('Password: new');
    }
    expect((await roomDetails(id, other)).body.roomId).toBe('3004');
  });

  it('refuses an unknown match, a cancelled tournament, bad rooms and non-organisers', async () => {
    const id = await bookedCup('Refusal Cup');
    expect(await publish(id, 4, { roomId: '1', roomPassword: '2' })).toMatchObject({
      status: 404,
      body: { message: 'Match not found' },
    });
    expect((await publish(999_999, 1, { roomId: '1', roomPassword: '2' })).status).toBe(404);
    const long = 'x'.repeat(51);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ roomPassword: '2' }, 'roomId', 'Room ID is required'],
      [{ roomId: long, roomPassword: '2' }, 'roomId', 'Room ID cannot exceed 50 characters'],
      [
        { roomId: '1', roomPassword: long },
        'roomPassword',
        'Room password cannot exceed 50 characters',
      ],
      [
        { roomId: '1', roomPassword: '2', releaseAt: 'soon' },
        'releaseAt',
        'Release time must be a date and time like 2025-06-01T14:30:00Z',
      ],
    ];
    for (const [body, field, message] of bad) {
      const res = await publish(id, 1, body);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await publish(id, 1, { roomId: '1', roomPassword: '2' }, booker.token)).status).toBe(
      403,
    );
    expect(
      (
        await server.call('PUT', `/api/admin/tournaments/${id}/matches/1/room`, {
          body: { roomId: '1', roomPassword: '2' },
        })
      ).status,
    ).toBe(401);
    const cancelled = await createTournament(server, { status: 'cancelled' });
    expect(await publish(cancelled, 1, { roomId: '1', roomPassword: '2' })).toMatchObject({
      status: 400,
      body: { message: 'This tournament has been cancelled' },
    });
    expect((await schedule(id)).every((match) => match.roomReleaseAt === null)).toBe(true);
  });

  it('keeps the old one-room call: it publishes the room of the first match without results', async () => {
    const id = await bookedCup('Old Call Cup');
    const res = await server.call('PUT', `/api/admin/tournaments/${id}/room`, {
      token: admin.token,
      body: { roomId: '7001', roomPassword: 'p' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tournId: id,
      roomId: '7001',
      roomPublishedAt: expect.any(String),
    });
    const admins = (
      await server.call('GET', `/api/admin/tournaments/${id}/matches`, { token: admin.token })
    ).body as { matchNo: number; roomId: string | null }[];
    expect(admins.map((match) => match.roomId)).toEqual(['7001', null, null]);
    await server.db
      .updateTable('matches')
      .set({ results_posted_at: new Date() })
      .where('tournament_id', '=', id)
      .where('match_no', '=', 1)
      .execute();
    await server.call('PUT', `/api/admin/tournaments/${id}/room`, {
      token: admin.token,
      body: { roomId: '7002', roomPassword: 'p' },
    });
    const after = (
      await server.call('GET', `/api/admin/tournaments/${id}/matches`, { token: admin.token })
    ).body as { roomId: string | null }[];
    expect(after.map((match) => match.roomId)).toEqual(['7001', '7002', null]);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../src/mail/mailer';
import { formatIndianTime } from '../../src/features/matches/match-mails';
import { HOUR, hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import { connectEventStream, eventOf } from '../support/event-stream-client';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { eventMark, eventsAfter, notificationsOf } from '../support/live-reads';
import { type SecondCopy, startSecondCopy } from '../support/second-copy';
import { type TestServer, startTestServer } from '../support/test-server';

const SEVEN_MINUTES = 7 * 60_000;

/** The room e-mails in the outbox (every copy of a test shares it) to `to`. */
async function roomMailsTo(server: TestServer, to: string): Promise<string[]> {
  const dir = outboxDir(server.config.dataDir);
  const files = (await fs.readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${to}\n`) && mail.includes('Subject: Match '));
}

describe('publishing a room with a release time', () => {
  let server: TestServer;
  let admin: TestUser;
  let leader: TestUser;
  let teammate: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    leader = await createUser(server);
    teammate = await createUser(server);
    outsider = await createUser(server);
  });
  afterAll(() => server.close());

  const publish = (id: number, room: Record<string, unknown>) =>
    server.call('PUT', `/api/admin/tournaments/${id}/room`, { token: admin.token, body: room });
  const roomDetails = (id: number, player: TestUser) =>
    server.call('GET', `/api/tourney/${id}/room-details`, { token: player.token });
  const audience = (id: number | string) => server.call('GET', `/api/events/rooms/${id}`);
  const squadTournament = async (name: string, start = hoursFromNow(48)) => {
    const id = await createTournament(server, {
      kind: 'special',
      tourn_name: name,
      tourn_start: start,
    });
    await enterTeam(server, id, { players: [leader, teammate] });
    return id;
  };

  it('keeps it hidden until its release time, and says when', async () => {
    const id = await squadTournament('Hidden Cup');
    const releaseAt = hoursFromNow(1).toISOString();
    const published = await publish(id, { roomId: '4417', roomPassword: 'ccl@1', releaseAt });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      roomId: '4417',
      roomPassword: 'ccl@1',
      roomPublishedAt: expect.any(String),
      roomReleaseAt: releaseAt,
      roomReleasedAt: null,
    });
    for (const player of [leader, teammate]) {
      expect((await roomDetails(id, player)).body).toEqual({
        roomId: '',
        roomPassword: '',
        releaseAt,
      });
    }
    expect((await roomDetails(id, outsider)).status).toBe(403);
    expect((await audience(id)).body).toEqual({
      tournamentId: id,
      roomId: null,
      roomPassword: null,
      releaseAt,
      releasedAt: null,
      matchNo: 1,
      entrantIds: [leader.id, teammate.id].sort((a, b) => a - b),
    });
    expect(await notificationsOf(server, leader.id)).toEqual([]);
  });

  it('releases it 7 minutes before the match starts when no time is given (SPEC §9)', async () => {
    const start = hoursFromNow(48);
    const id = await squadTournament('Default Cup', start);
    const published = await publish(id, { roomId: '1', roomPassword: '2' });
    expect(published.body.roomReleaseAt).toBe(
      new Date(start.getTime() - SEVEN_MINUTES).toISOString(),
    );
    expect((await roomDetails(id, leader)).body.roomId).toBe('');
  });

  it('releases it at once when its time has come: the room, a notification and an e-mail each', async () => {
    const start = new Date(Date.now() + 5 * 60_000);
    const id = await squadTournament('Sunset Showdown', start);
    const published = await publish(id, { roomId: '9911', roomPassword: 'sun@set' });
    expect(published.body.roomReleasedAt).toEqual(expect.any(String));
    expect((await roomDetails(id, teammate)).body).toEqual({
      roomId: '9911',
      roomPassword: 'sun@set',
      releaseAt: null,
    });
    expect((await audience(id)).body).toMatchObject({
      matchNo: 1,
      roomId: '9911',
      roomPassword: 'sun@set',
      releaseAt: null,
      releasedAt: published.body.roomReleasedAt,
    });
    for (const player of [leader, teammate]) {
      expect(await notificationsOf(server, player.id)).toEqual([
        expect.objectContaining({
          kind: 'match_room_released',
          tournament_id: id,
          message: 'Match 1 room of Sunset Showdown is released: open IDP for the ID and password.',
        }),
      ]);
    }
    await server.app.live.mailsSent();
    const [mail] = await roomMailsTo(server, leader.email);
    expect(mail).toContain('Subject: Match 1 room released: Sunset Showdown');
    expect(mail).toContain('Room ID: 9911');
    expect(mail).toContain('Password: sun@set');
    expect(mail).toContain(`Match 1 starts at ${formatIndianTime(start)}`);
    expect(await roomMailsTo(server, teammate.email)).toHaveLength(1);

    // A change after the release reaches every member at once: pushed, in the bell, e-mailed.
    const mark = await eventMark(server);
    const changed = await publish(id, {
      roomId: '9922',
      roomPassword: 'new',
      releaseAt: hoursFromNow(1).toISOString(),
    });
    expect(changed.body.roomReleasedAt).toBe(published.body.roomReleasedAt);
    expect((await roomDetails(id, leader)).body).toEqual({
      roomId: '9922',
      roomPassword: 'new',
      releaseAt: null,
    });
    expect((await eventsAfter(server, mark)).map((event) => [event.kind, event.subjectId])).toEqual(
      [
        ['room.changed', '1'],
        ['notification.created', expect.any(String)],
        ['notification.created', expect.any(String)],
      ],
    );
    for (const player of [leader, teammate]) {
      expect((await notificationsOf(server, player.id)).map((notice) => notice.message)).toContain(
        'Match 1 room of Sunset Showdown changed: open IDP for the new ID and password.',
      );
    }
    await server.app.live.mailsSent();
    const mails = await roomMailsTo(server, teammate.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((text) => text.includes('Subject: Match 1 room changed'))).toContain(
      'Room ID: 9922',
    );
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    expect(await audience(999_999)).toMatchObject({
      status: 404,
      body: { message: 'Tournament not found' },
    });
    expect((await audience('x')).status).toBe(400);
  });
});

describe('the room releaser', () => {
  let server: TestServer;
  let second: SecondCopy;
  let admin: TestUser;
  let players: TestUser[];

  beforeAll(async () => {
    server = await startTestServer();
    second = await startSecondCopy(server);
    admin = await createAdmin(server);
    players = [await createUser(server), await createUser(server)];
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  const scheduled = async (name: string, releaseAt: Date) => {
    const id = await createTournament(server, { kind: 'special', tourn_name: name });
    await enterTeam(server, id, { players });
    const res = await server.call('PUT', `/api/admin/tournaments/${id}/room`, {
      token: admin.token,
      body: { roomId: '777', roomPassword: 'lucky', releaseAt: releaseAt.toISOString() },
    });
    expect(res.body.roomReleasedAt).toBeNull();
    return id;
  };
  const releasesOf = async (id: number) =>
    (await eventsAfter(server, 0)).filter(
      (event) => event.kind === 'room.released' && event.tournamentId === id,
    );
  const expectReleasedOnce = async (id: number, name: string) => {
    expect(await releasesOf(id)).toHaveLength(1);
    await Promise.all([server.app.live.mailsSent(), second.app.live.mailsSent()]);
    for (const player of players) {
      const notices = await notificationsOf(server, player.id);
      expect(notices.filter((notice) => notice.tournament_id === id)).toHaveLength(1);
      const mails = await roomMailsTo(server, player.email);
      expect(
        mails.filter((mail) => mail.includes(`Match 1 room released: ${name}\n`)),
      ).toHaveLength(1);
    }
    const details = await server.call('GET', `/api/tourney/${id}/room-details`, {
      token: players[0]?.token,
    });
    expect(details.body).toEqual({ roomId: '777', roomPassword: 'lucky', releaseAt: null });
  };

  it('releases a due room exactly once when both copies look at the same moment', async () => {
    const id = await scheduled('Twin Cup', hoursFromNow(1));
    const cancelledId = await scheduled('Called Off Cup', hoursFromNow(1));
    await server.call('PATCH', `/api/admin/tournaments/${cancelledId}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    const at = new Date(Date.now() + 2 * HOUR);
    const releaseBoth = () =>
      Promise.all([
        server.app.live.releaser.releaseDue(at),
        second.app.live.releaser.releaseDue(at),
      ]);
    // A copy that finds the other holding the lock (undefined) leaves the release to it; the
    // copies' own releasers, woken by the publishing, may hold it a moment too.
    const released: number[] = [];
    let outcomes: (number[] | undefined)[] = [];
    while (!outcomes.length || outcomes.includes(undefined)) {
      outcomes = await releaseBoth();
      released.push(...outcomes.flatMap((ids) => ids ?? []));
    }
    expect(released).toEqual([id]);
    await expectReleasedOnce(id, 'Twin Cup');
    // A cancelled tournament's room is never released.
    expect(await releasesOf(cancelledId)).toEqual([]);
  });

  it('fires on its own at the release time, once, with both copies running', async () => {
    const stream = await connectEventStream(server);
    await stream.waitFor((message) => message.event === 'ready');
    const id = await scheduled('Clockwork Cup', new Date(Date.now() + 3000));
    // Woken by the timer each copy set for it, not by anything the test does.
    await stream.waitFor(eventOf('room.released', { tournamentId: id }));
    stream.close();
    await expectReleasedOnce(id, 'Clockwork Cup');
    // Nothing is left for either copy to release.
    for (const copy of [server.app, second.app]) {
      let outcome: number[] | undefined;
      // Undefined: the other copy's releaser, woken by the release, holds the lock a moment.
      while (outcome === undefined) outcome = await copy.live.releaser.releaseDue();
      expect(outcome).toEqual([]);
    }
  });
});

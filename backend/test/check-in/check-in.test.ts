import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceCheckInOpenings } from '../../src/features/check-in/check-in-openings';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { described, eventMark, eventsAfter, notificationsOf } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';

const MINUTE = 60_000;
/** A first match `minutes` from now (the window is read against the real clock). */
const startsIn = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('checking a squad in before the first match', () => {
  let server: TestServer;
  let admin: TestUser;
  let booker: TestUser;
  let teammate: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    booker = await createUser(server);
    teammate = await createUser(server);
    outsider = await createUser(server);
  });
  afterAll(() => server.close());

  /** A tournament whose first match starts in `minutes`, check-in 30 → 10 minutes before. */
  async function night(minutes: number, window: [number, number] | null = [30, 10]) {
    const id = await createTournament(server, {
      tourn_start: startsIn(minutes),
      reg_end: startsIn(minutes - 60),
      reg_start: startsIn(minutes - 600),
      checkin_opens_minutes: window?.[0] ?? null,
      checkin_closes_minutes: window?.[1] ?? null,
    });
    const team = await enterTeam(server, id, { players: [booker, teammate, 'P3', 'P4'] });
    return { id, team };
  }
  const checkIn = (id: number, player: TestUser) =>
    server.call('POST', `/api/tournaments/${id}/check-in`, { token: player.token });

  it('lets any member check the squad in inside the window, once, on record and live', async () => {
    const { id, team } = await night(20);
    const mark = await eventMark(server);
    const done = await checkIn(id, teammate);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      opensMinutes: 30,
      closesMinutes: 10,
      phase: 'open',
      team: { teamId: team.teamId, teamName: team.teamName, checkedInAt: expect.any(String) },
    });
    expect(described(await eventsAfter(server, mark))).toEqual([
      { kind: 'checkin.changed', tournamentId: id, userId: null, subjectId: String(team.teamId) },
      { kind: 'console.changed', tournamentId: null, userId: null, subjectId: 'checkin' },
    ]);
    const [audit] = await auditRowsAbout(server, 'tournament', id);
    expect(audit).toMatchObject({
      action: 'TEAM_CHECKED_IN',
      actor_id: teammate.id,
      summary: `${team.teamName} checked in for ${await nameOf(id)} · by ${teammate.username}`,
    });

    const again = await checkIn(id, booker);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your squad has already checked in');
    const mine = await server.call('GET', `/api/tournaments/${id}/check-in`, {
      token: booker.token,
    });
    expect(mine.body.team.checkedInAt).toBe(done.body.team.checkedInAt);
  });

  async function nameOf(id: number) {
    const row = await server.db
      .selectFrom('tournaments')
      .select('tourn_name')
      .where('tourn_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.tourn_name;
  }

  it('refuses before the window opens and after it closes, naming the field', async () => {
    const early = await night(31);
    const before = await checkIn(early.id, booker);
    expect(before.status).toBe(400);
    expect(before.body.message).toMatch(/^Check-in opens at .* IST$/);
    expect(before.body.errors).toEqual([{ field: 'checkIn', message: before.body.message }]);

    const late = await night(9);
    const after = await checkIn(late.id, booker);
    expect(after.status).toBe(400);
    expect(after.body).toMatchObject({ message: 'Check-in has closed' });
    expect(after.body.errors).toEqual([{ field: 'checkIn', message: 'Check-in has closed' }]);

    const off = await night(20, null);
    const none = await checkIn(off.id, booker);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('This tournament has no check-in');
    for (const id of [early.id, late.id, off.id]) {
      expect((await auditRowsAbout(server, 'tournament', id)).length).toBe(0);
    }
  });

  it('opens at its first minute and is shut at its closing minute', async () => {
    // 29 min 59 s before the start: inside; 10 min 1 s before: inside; 9 min 59 s: closed.
    const first = await night(30 - 1 / 60);
    expect((await checkIn(first.id, booker)).status).toBe(200);
    const last = await night(10 + 1 / 60 + 0.1);
    expect((await checkIn(last.id, booker)).status).toBe(200);
    const shut = await night(10 - 1 / 60);
    expect((await checkIn(shut.id, booker)).status).toBe(400);
  });

  it('refuses a player of no squad, a visitor, and an absent squad', async () => {
    const { id, team } = await night(20);
    const stranger = await checkIn(id, outsider);
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([
      { field: 'checkIn', message: 'Only a member of a booked squad can check it in' },
    ]);
    expect((await server.call('POST', `/api/tournaments/${id}/check-in`)).status).toBe(401);
    await server.call('PUT', `/api/admin/tournaments/${id}/teams/${team.teamId}/status`, {
      token: admin.token,
      body: { status: 'absent', reason: 'No show' },
    });
    const absent = await checkIn(id, booker);
    expect(absent.status).toBe(400);
    expect(absent.body.message).toBe('Your squad was marked absent');
  });

  it('shows the organiser every squad live, and marking one absent tells its members', async () => {
    const { id, team } = await night(20);
    await checkIn(id, booker);
    const list = await server.call('GET', `/api/admin/tournaments/${id}/check-ins`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ phase: 'open', opensAt: expect.any(String) });
    expect(list.body.teams).toEqual([
      {
        teamId: team.teamId,
        teamName: team.teamName,
        status: 'active',
        statusReason: null,
        checkedInAt: expect.any(String),
      },
    ]);
    expect(
      (await server.call('GET', `/api/admin/tournaments/${id}/check-ins`, { token: booker.token }))
        .status,
    ).toBe(403);

    const mark = await eventMark(server);
    const absent = await server.call(
      'PUT',
      `/api/admin/tournaments/${id}/teams/${team.teamId}/status`,
      { token: admin.token, body: { status: 'absent', reason: 'Did not join the room' } },
    );
    expect(absent.status).toBe(200);
    const kinds = described(await eventsAfter(server, mark)).map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['checkin.changed', 'console.changed', 'notification.created']),
    );
    for (const member of [booker, teammate]) {
      const bells = (await notificationsOf(server, member.id)).filter(
        (bell) => bell.kind === 'team_absent' && bell.tournament_id === id,
      );
      expect(bells.map((bell) => bell.message)).toEqual([
        `${team.teamName} was marked absent in ${await nameOf(id)}. The entry fee is not refunded for an absent squad.`,
      ]);
    }
  });

  it('rings the bell of every member once when the window opens', async () => {
    const open = await night(25);
    const notYet = await night(45);
    const now = new Date();
    await announceCheckInOpenings(server.db, now);
    await announceCheckInOpenings(server.db, now);
    const bellsFor = async (player: TestUser, id: number) =>
      (await notificationsOf(server, player.id)).filter(
        (bell) => bell.kind === 'checkin_open' && bell.tournament_id === id,
      );
    for (const member of [booker, teammate]) {
      expect(await bellsFor(member, open.id)).toHaveLength(1);
      expect(await bellsFor(member, notYet.id)).toHaveLength(0);
    }
    expect((await bellsFor(booker, open.id))[0]?.message).toMatch(
      /^Check-in for .* is open until .* IST: check your squad in on the tournament page\.$/,
    );
  });

  it('takes the window at creation and edit, both or neither, opening before closing', async () => {
    const base = {
      kind: 'normal',
      tournName: 'Window Cup',
      tournPp: 100,
      entryFee: 20,
      totalSlots: 12,
      matchesCount: 3,
      tournStart: startsIn(600).toISOString(),
      regStart: startsIn(-60).toISOString(),
      regEnd: startsIn(300).toISOString(),
    };
    const create = (body: object) =>
      server.call('POST', '/api/admin/tournaments', { token: admin.token, body });
    const created = await create({ ...base, checkinOpensMinutes: 30, checkinClosesMinutes: 10 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ checkinOpensMinutes: 30, checkinClosesMinutes: 10 });
    const window = await server.call(
      'GET',
      `/api/tournaments/${created.body.tournId}/check-in-window`,
    );
    expect(window.body).toMatchObject({ opensMinutes: 30, closesMinutes: 10, phase: 'not_open' });

    const backwards = await create({ ...base, checkinOpensMinutes: 10, checkinClosesMinutes: 30 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('checkinClosesMinutes');
    const half = await create({ ...base, checkinOpensMinutes: 30 });
    expect(half.status).toBe(400);
    expect(half.body.errors[0].field).toBe('checkinClosesMinutes');

    const off = await server.call('PATCH', `/api/admin/tournaments/${created.body.tournId}`, {
      token: admin.token,
      body: { checkinOpensMinutes: null, checkinClosesMinutes: null },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ checkinOpensMinutes: null, checkinClosesMinutes: null });
  });
});

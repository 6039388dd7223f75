import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const START = '2030-07-20T14:30:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();

const createBody = (changes: Record<string, unknown> = {}) => ({
  kind: 'normal',
  tournName: 'Rotation Cup',
  tournPp: 1000,
  entryFee: 20,
  totalSlots: 12,
  matchesCount: 3,
  tournStart: START,
  regStart: '2030-07-01T00:00:00Z',
  regEnd: '2030-07-20T12:00:00Z',
  ...changes,
});

describe("a tournament's schedule", () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server.close());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
  const create = async (changes: Record<string, unknown> = {}) => {
    const res = await asAdmin('POST', '/api/admin/tournaments', createBody(changes));
    expect(res.status).toBe(201);
    return res.body.tournId as number;
  };
  const schedule = async (id: number) =>
    (await server.call('GET', `/api/tourney/tournament/${id}/matches`)).body as Record<
      string,
      unknown
    >[];
  const historyOf = async (id: number) =>
    (await asAdmin('GET', `/api/admin/audit?tournamentId=${id}`)).body.entries as {
      action: string;
      summary: string;
    }[];

  it('gives a new tournament the rotation, a match every 30 minutes from its start', async () => {
    const id = await create();
    expect(await schedule(id)).toEqual([
      { matchNo: 1, map: 'Bermuda', startsAt: at(0), roomReleaseAt: null, roomReleased: false },
      { matchNo: 2, map: 'Purgatory', startsAt: at(30), roomReleaseAt: null, roomReleased: false },
      { matchNo: 3, map: 'Kalahari', startsAt: at(60), roomReleaseAt: null, roomReleased: false },
    ]);
  });

  it('takes a schedule sent with the creation: a map per match, starts where given', async () => {
    const id = await create({
      matches: [{ map: 'Alpine' }, { map: 'Nextera', startsAt: at(45) }, { map: 'Bermuda' }],
    });
    expect((await schedule(id)).map((match) => [match.map, match.startsAt])).toEqual([
      ['Alpine', at(0)],
      ['Nextera', at(45)],
      ['Bermuda', at(60)],
    ]);
  });

  it('refuses a bad schedule at creation, naming the field, and creates nothing', async () => {
    const before = (await server.call('GET', '/api/tourney/tournaments')).body.length;
    const cases: [unknown, string, string][] = [
      [
        [{ map: 'Bermuda' }, { map: 'Erangel' }, { map: 'Alpine' }],
        'matches[1].map',
        'Map must be one of Bermuda, Purgatory, Kalahari, Nextera, Alpine, Random',
      ],
      [
        [{ map: 'Bermuda' }, { map: 'Alpine', startsAt: at(-30) }, { map: 'Alpine' }],
        'matches[1].startsAt',
        'A match cannot start before the tournament starts',
      ],
      [
        [
          { map: 'Bermuda' },
          { map: 'Alpine', startsAt: at(90) },
          { map: 'Kalahari', startsAt: at(60) },
        ],
        'matches[2].startsAt',
        'The match must start after match 2',
      ],
      [[{ map: 'Bermuda' }], 'matches', 'The schedule needs one match for each of the 3 matches'],
    ];
    for (const [matches, field, message] of cases) {
      const res = await asAdmin('POST', '/api/admin/tournaments', createBody({ matches }));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await server.call('GET', '/api/tourney/tournaments')).body).toHaveLength(before);
  });

  it("edits one match's map and start, in the audit as a sentence", async () => {
    const id = await create({ tournName: 'Edit Cup' });
    const res = await asAdmin('PATCH', `/api/admin/tournaments/${id}/matches/2`, {
      map: 'Alpine',
      startsAt: at(40),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ matchNo: 2, map: 'Alpine', startsAt: at(40) });
    expect((await schedule(id))[1]).toMatchObject({ map: 'Alpine', startsAt: at(40) });
    const [latest] = await historyOf(id);
    expect(latest).toMatchObject({
      action: 'MATCH_SCHEDULED',
      summary:
        'Edit Cup · match 2: map Purgatory → Alpine, start 20 Jul 2030, 20:30 IST → 20 Jul 2030, 20:40 IST',
    });
  });

  it('refuses an unknown match, a bad map and starts out of order, changing nothing', async () => {
    const id = await create();
    const edit = (matchNo: number | string, body: unknown) =>
      asAdmin('PATCH', `/api/admin/tournaments/${id}/matches/${matchNo}`, body);
    expect(await edit(4, { map: 'Alpine' })).toMatchObject({
      status: 404,
      body: { message: 'Match not found' },
    });
    expect((await edit('x', { map: 'Alpine' })).status).toBe(400);
    const refusals: [number, unknown, string, string][] = [
      [
        2,
        { map: 'Erangel' },
        'map',
        'Map must be one of Bermuda, Purgatory, Kalahari, Nextera, Alpine, Random',
      ],
      [2, { startsAt: at(-5) }, 'startsAt', 'A match cannot start before the tournament starts'],
      [2, { startsAt: at(60) }, 'startsAt', 'The match must start before match 3'],
      [3, { startsAt: at(30) }, 'startsAt', 'The match must start after match 2'],
      [
        1,
        { startsAt: at(10) },
        'startsAt',
        "Match 1 starts when the tournament starts: change the tournament's start time",
      ],
      [
        2,
        { startsAt: '8 pm' },
        'startsAt',
        'Start time must be a date and time like 2025-06-01T14:30:00Z',
      ],
    ];
    for (const [matchNo, body, field, message] of refusals) {
      const res = await edit(matchNo, body);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await schedule(id)).map((match) => match.startsAt)).toEqual([at(0), at(30), at(60)]);
  });

  it('lets only organisers read the full schedule or edit it', async () => {
    const id = await createTournament(server);
    const path = `/api/admin/tournaments/${id}/matches/2`;
    expect((await server.call('PATCH', path, { body: { map: 'Alpine' } })).status).toBe(401);
    expect(
      (await server.call('PATCH', path, { token: player.token, body: { map: 'Alpine' } })).status,
    ).toBe(403);
    const read = `/api/admin/tournaments/${id}/matches`;
    expect((await server.call('GET', read, { token: player.token })).status).toBe(403);
    expect((await asAdmin('GET', read)).body).toHaveLength(3);
    expect((await server.call('GET', '/api/tourney/tournament/999999/matches')).status).toBe(404);
  });

  it('follows the match count and the start: matches added after the last, unplayed ones removed', async () => {
    const id = await create({ tournName: 'Count Cup' });
    expect(
      (await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { matchesCount: 5 })).status,
    ).toBe(200);
    expect((await schedule(id)).map((match) => [match.matchNo, match.map, match.startsAt])).toEqual(
      [
        [1, 'Bermuda', at(0)],
        [2, 'Purgatory', at(30)],
        [3, 'Kalahari', at(60)],
        [4, 'Nextera', at(90)],
        [5, 'Alpine', at(120)],
      ],
    );
    expect((await historyOf(id)).map((entry) => entry.summary)).toContainEqual(
      'Added match 4 (Nextera, 20 Jul 2030, 21:30 IST), match 5 (Alpine, 20 Jul 2030, 22:00 IST) to Count Cup',
    );
    await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { matchesCount: 2 });
    expect((await schedule(id)).map((match) => match.matchNo)).toEqual([1, 2]);
    expect((await historyOf(id)).map((entry) => entry.summary)).toContainEqual(
      'Removed match 3, match 4, match 5 from Count Cup',
    );
    await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { tournStart: at(60) });
    expect((await schedule(id)).map((match) => match.startsAt)).toEqual([at(60), at(90)]);
  });
});

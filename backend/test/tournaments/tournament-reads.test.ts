import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STAKES_LINE } from '#common/declaration';
import { createTournament } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const at = (iso: string) => new Date(iso);

describe('tournament lists and details', () => {
  let server: TestServer;
  let older: number;
  let newer: number;
  let newest: number;
  let special: number;
  let olderSpecial: number;

  beforeAll(async () => {
    server = await startTestServer();
    older = await createTournament(server, {
      tourn_name: 'Older Cup',
      tourn_start: at('2025-03-01T10:00:00.000Z'),
      reg_start: at('2025-02-01T10:00:00.000Z'),
      reg_end: at('2025-02-28T10:00:00.000Z'),
    });
    newest = await createTournament(server, {
      tourn_name: 'Newest Cup',
      title: 'The newest one',
      banner_link: 'https://cdn.example.com/newest.png',
      tourn_pp_paise: 1_250_050,
      entry_fee_paise: 4_950,
      total_slots: 48,
      slots_taken: 5,
      matches_count: 6,
      tourn_type: 'Squad',
      game_mode: 'Clash Squad',
      tourn_start: at('2025-09-20T14:30:00.000Z'),
      reg_start: at('2025-09-01T00:00:00.000Z'),
      reg_end: at('2025-09-19T18:00:00.000Z'),
      status: 'live',
      org_by: 'CCL Esports',
      discord_link: 'https://discord.gg/ccl',
      live_link: 'https://youtube.com/live/ccl',
    });
    newer = await createTournament(server, {
      tourn_name: 'Newer Cup',
      tourn_start: at('2025-06-01T10:00:00.000Z'),
      reg_start: at('2025-05-01T10:00:00.000Z'),
      reg_end: at('2025-05-30T10:00:00.000Z'),
    });
    olderSpecial = await createTournament(server, {
      kind: 'special',
      tourn_name: 'Auction Season 1',
      tourn_start: at('2025-01-10T10:00:00.000Z'),
      reg_start: at('2025-01-01T10:00:00.000Z'),
      reg_end: at('2025-01-09T10:00:00.000Z'),
    });
    special = await createTournament(server, {
      kind: 'special',
      tourn_name: 'Creators Combat League',
      banner_link: 'https://cdn.example.com/ccl.png',
      entry_fee_paise: 0,
      matches_count: 4,
      tourn_type: 'Squad',
      game_mode: 'Battle Royale',
      tourn_start: at('2025-12-05T13:00:00.000Z'),
      reg_start: at('2025-11-01T10:00:00.000Z'),
      reg_end: at('2025-12-04T10:00:00.000Z'),
      status: 'upcoming',
      org_by: 'Creators Guild',
      discord_link: 'https://discord.gg/creators',
    });
  });
  afterAll(() => server.close());

  it('lists only normal tournaments, newest start first, with and without /api', async () => {
    for (const path of ['/api/tourney/tournaments', '/tourney/tournaments']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.map((t: { tournId: number }) => t.tournId)).toEqual([newest, newer, older]);
    }
  });

  it('lists only special tournaments, newest start first, with and without /api', async () => {
    for (const path of ['/api/special/tournaments', '/special/tournaments']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.map((t: { tournId: number }) => t.tournId)).toEqual([special, olderSpecial]);
    }
  });

  it('shows every field of SPEC §3 with rupee amounts and ISO dates', async () => {
    const expected = {
      tournId: newest,
      tournName: 'Newest Cup',
      title: 'The newest one',
      bannerLink: 'https://cdn.example.com/newest.png',
      tournPp: 12500.5,
      entryFee: 49.5,
      totalSlots: 48,
      slotsAvail: 43,
      matchesCount: 6,
      tournType: 'Squad',
      gameMode: 'Clash Squad',
      tournStart: '2025-09-20T14:30:00.000Z',
      regStart: '2025-09-01T00:00:00.000Z',
      regEnd: '2025-09-19T18:00:00.000Z',
      status: 'live',
      orgBy: 'CCL Esports',
      discordLink: 'https://discord.gg/ccl',
      liveLink: 'https://youtube.com/live/ccl',
      pointsSystem: {
        preset: 'standard',
        placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
        pointsPerKill: 1,
      },
      declaration: {
        gameTitle: 'free_fire',
        gameTitleLabel: 'Free Fire',
        feePurpose: 'entry_and_admin',
        feePurposeLabel: 'Entry to the competition and its administrative costs',
        prizeSource: 'organiser',
        prizeSourceLabel: "The organiser's own funds",
        sponsorName: null,
        registrationNumber: null,
        noStakes: NO_STAKES_LINE,
      },
      registrationOpen: true,
    };
    const list = await server.call('GET', '/api/tourney/tournaments');
    expect(list.body[0]).toEqual(expected);
    for (const path of [`/api/tourney/tournament/${newest}`, `/tourney/tournament/${newest}`]) {
      const one = await server.call('GET', path);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(expected);
    }
  });

  it('reads a special tournament in the full shape too', async () => {
    const res = await server.call('GET', `/api/tourney/tournament/${special}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tournId: special,
      tournName: 'Creators Combat League',
      entryFee: 0,
      liveLink: null,
    });
  });

  it('answers the special details read with exactly its ten fields', async () => {
    for (const path of [`/special/tournament/${special}`, `/api/special/tournament/${special}`]) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        tournName: 'Creators Combat League',
        bannerLink: 'https://cdn.example.com/ccl.png',
        orgBy: 'Creators Guild',
        tournType: 'Squad',
        gameMode: 'Battle Royale',
        tournStart: '2025-12-05T13:00:00.000Z',
        matchesCount: 4,
        entryFee: 0,
        status: 'upcoming',
        discordLink: 'https://discord.gg/creators',
      });
    }
  });

  it('answers 404 for an unknown tournament, and for a normal one on the special read', async () => {
    for (const path of [
      '/api/tourney/tournament/999999',
      '/tourney/tournament/999999',
      '/api/special/tournament/999999',
      `/special/tournament/${newest}`,
    ]) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Tournament not found' });
    }
  });

  it('answers 400 "Invalid tournament id" for ids that are not positive integers', async () => {
    for (const id of ['abc', '0', '-4', '1.5', '99999999999', "1'%20or%20'1'='1"]) {
      const one = await server.call('GET', `/api/tourney/tournament/${id}`);
      expect(one.status, id).toBe(400);
      expect(one.body).toEqual({
        message: 'Invalid tournament id',
        errors: [{ field: 'tournId', message: 'Invalid tournament id' }],
      });
      const specialRead = await server.call('GET', `/special/tournament/${id}`);
      expect(specialRead.status, id).toBe(400);
      expect(specialRead.body.message).toBe('Invalid tournament id');
    }
  });

  it('lists nothing as an empty array rather than an error', async () => {
    const fresh = await startTestServer();
    try {
      expect((await fresh.call('GET', '/api/tourney/tournaments')).body).toEqual([]);
      expect((await fresh.call('GET', '/special/tournaments')).body).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

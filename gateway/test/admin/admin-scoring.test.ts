import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { insertMatches } from '../../../backend/test/results/scoring-helpers';
import { type TestStack, startStack } from '../support/gateway-server';
import { bookSlot, codesOf, schedule, uploadBanner } from './admin-helpers';

/**
 * Scoring through the gateway against the real backend: the points system on the tournament,
 * results by finishing order, penalties, screenshots and corrections on POINTS, each mutation
 * tried as the organiser, a squad member, another player and a visitor.
 */

const POINTS = `query Points($id: ID!) {
  tournament(id: $id) {
    pointsSystem { preset placementPoints pointsPerKill }
    standings {
      overall { rank teamName positionPoints kills penaltyPoints total booyahs }
      matches {
        matchNumber
        lines { teamName positionPoints total }
        penalties { id teamName points reason }
        screenshots { id url }
        corrections { teamName changes reason summary }
      }
    }
  }
}`;
const DESK = `query Desk($id: ID!) {
  admin { tournament(id: $id) { teams { id name } matches { matchNumber rows { teamId teamName place } } } }
}`;
const FINISH = `mutation Finish($id: ID!, $match: Int!, $squads: [SquadFinishInput!]!, $reason: String) {
  saveFinishingOrder(tournamentId: $id, matchNumber: $match, squads: $squads, reason: $reason) {
    errors { field code message } message corrections tournament { id }
  }
}`;
const PENALTY = `mutation Penalty($id: ID!, $match: Int!, $team: ID!, $points: Int!, $reason: String!) {
  addPenalty(tournamentId: $id, matchNumber: $match, teamId: $team, points: $points, reason: $reason) {
    errors { field message } message
  }
}`;
const REMOVE_PENALTY = `mutation($id: ID!, $penalty: ID!) {
  removePenalty(tournamentId: $id, penaltyId: $penalty) { errors { field message } message }
}`;
const SCREENSHOT = `mutation Shot($id: ID!, $match: Int!, $url: String!) {
  attachResultScreenshot(tournamentId: $id, matchNumber: $match, pictureUrl: $url) { errors { field message } message }
}`;
const REMOVE_SCREENSHOT = `mutation($id: ID!, $shot: ID!) {
  removeResultScreenshot(tournamentId: $id, screenshotId: $shot) { errors { field message } }
}`;
const CREATE = `mutation Create($input: TournamentInput!) {
  createTournament(input: $input) { errors { field code message } tournament { id pointsSystem { preset placementPoints pointsPerKill } } }
}`;

describe('scoring through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;
  let id: string;
  let alpha: string;
  let bravo: string;

  const as = (token: string | undefined, query: string, variables: Record<string, unknown>) =>
    stack.gateway.graphql(query, { id, ...variables }, token ? { token } : {});
  const points = async () => (await as(undefined, POINTS, {})).body.data.tournament;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    member = await createUser(stack.backend);
    other = await createUser(stack.backend);
    const tournament = await createTournament(stack.backend, { matches_count: 2 });
    await insertMatches(stack.backend, tournament, 2);
    await bookSlot(stack.backend, member, tournament, 'Alpha');
    await bookSlot(stack.backend, other, tournament, 'Bravo');
    await stack.backend.db
      .updateTable('tournaments')
      .set({ status: 'live' })
      .where('tourn_id', '=', tournament)
      .execute();
    id = String(tournament);
    const desk = await stack.gateway.graphql(DESK, { id }, { token: admin.token });
    const teams = desk.body.data.admin.tournament.teams as { id: string; name: string }[];
    alpha = teams.find((team) => team.name === 'Alpha')!.id;
    bravo = teams.find((team) => team.name === 'Bravo')!.id;
  });
  afterAll(() => stack.close());

  const order = (alphaKills: number[]) => [
    { teamId: alpha, place: 1, kills: alphaKills },
    { teamId: bravo, place: 2, kills: [1, 1] },
  ];

  it('shows every visitor the points system before booking', async () => {
    expect((await points()).pointsSystem).toEqual({
      preset: 'STANDARD',
      placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
      pointsPerKill: 1,
    });
  });

  it('creates a tournament with a custom table, and names a broken one’s field', async () => {
    const input = (pointsSystem: unknown) => ({
      input: {
        kind: 'NORMAL',
        name: `Custom Cup ${Date.now()}`,
        prizePool: '100',
        entryFee: '0',
        totalSlots: 12,
        matchesCount: 1,
        ...schedule(),
        pointsSystem,
      },
    });
    const created = await as(
      admin.token,
      CREATE,
      input({ preset: 'CUSTOM', placementPoints: [15, 10, 5], pointsPerKill: 2 }),
    );
    expect(created.body.data.createTournament.tournament.pointsSystem).toEqual({
      preset: 'CUSTOM',
      placementPoints: [15, 10, 5],
      pointsPerKill: 2,
    });
    const refused = await as(
      admin.token,
      CREATE,
      input({ preset: 'CUSTOM', placementPoints: [5, 10], pointsPerKill: 1 }),
    );
    expect(refused.body.data.createTournament.errors).toEqual([
      {
        field: 'pointsSystem.placementPoints[1]',
        code: 'INVALID',
        message: 'Place 2 cannot score more than place 1',
      },
    ]);
  });

  it('refuses the finishing order to a member, another player and a visitor', async () => {
    for (const [token, code] of [
      [member.token, 'FORBIDDEN'],
      [other.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const result = await as(token, FINISH, { match: 1, squads: order([2]) });
      expect(codesOf(result)).toEqual([code]);
    }
    expect((await points()).standings.overall).toEqual([]);
  });

  it('saves a match by finishing order, and refuses a place twice on its field', async () => {
    const twice = await as(admin.token, FINISH, {
      match: 1,
      squads: [order([2])[0], { teamId: bravo, place: 1, kills: [] }],
    });
    expect(twice.body.data.saveFinishingOrder.errors).toEqual([
      {
        field: 'squads[1].place',
        code: 'INVALID',
        message: 'Place 1 is given to both Alpha and Bravo',
      },
    ]);
    const saved = await as(admin.token, FINISH, { match: 1, squads: order([2]) });
    expect(saved.body.data.saveFinishingOrder).toMatchObject({
      errors: [],
      message: 'Results saved',
      corrections: [],
      tournament: { id },
    });
    const { standings } = await points();
    expect(standings.overall).toEqual([
      {
        rank: 1,
        teamName: 'Alpha',
        positionPoints: 12,
        kills: 2,
        penaltyPoints: 0,
        total: 14,
        booyahs: 1,
      },
      {
        rank: 2,
        teamName: 'Bravo',
        positionPoints: 9,
        kills: 2,
        penaltyPoints: 0,
        total: 11,
        booyahs: 0,
      },
    ]);
    const desk = await stack.gateway.graphql(DESK, { id }, { token: admin.token });
    expect(desk.body.data.admin.tournament.matches[0].rows).toEqual([
      { teamId: alpha, teamName: 'Alpha', place: 1 },
      { teamId: bravo, teamName: 'Bravo', place: 2 },
    ]);
  });

  it('asks a correction for a reason, then shows players what changed', async () => {
    const unexplained = await as(admin.token, FINISH, { match: 1, squads: order([4]) });
    expect(unexplained.body.data.saveFinishingOrder.errors).toEqual([
      {
        field: 'reason',
        code: 'INVALID',
        message: 'Enter a reason for the correction: players will read it',
      },
    ]);
    const corrected = await as(admin.token, FINISH, {
      match: 1,
      squads: order([4]),
      reason: 'wrong screenshot',
    });
    expect(corrected.body.data.saveFinishingOrder.corrections).toEqual([
      'Alpha · P1 kills 2 → 4 (match 1) · reason: wrong screenshot',
    ]);
    const [match1] = (await points()).standings.matches;
    expect(match1.corrections).toEqual([
      {
        teamName: 'Alpha',
        changes: 'P1 kills 2 → 4',
        reason: 'wrong screenshot',
        summary: 'Alpha · P1 kills 2 → 4 (match 1) · reason: wrong screenshot',
      },
    ]);
  });

  it('gives and takes back a penalty, shown on POINTS; players may not', async () => {
    const variables = { match: 1, team: alpha, points: 20, reason: 'abusing the host' };
    expect(codesOf(await as(member.token, PENALTY, variables))).toEqual(['FORBIDDEN']);
    expect(codesOf(await as(undefined, PENALTY, variables))).toEqual(['UNAUTHENTICATED']);
    const noReason = await as(admin.token, PENALTY, { ...variables, reason: '' });
    expect(noReason.body.data.addPenalty.errors).toEqual([
      { field: 'reason', message: 'Enter a reason' },
    ]);
    expect((await as(admin.token, PENALTY, variables)).body.data.addPenalty.errors).toEqual([]);
    const { standings } = await points();
    expect(standings.overall.map((line: { teamName: string }) => line.teamName)).toEqual([
      'Bravo',
      'Alpha',
    ]);
    expect(standings.overall[1]).toMatchObject({ penaltyPoints: 20, total: 16 - 20 });
    const [penalty] = standings.matches[0].penalties;
    expect(penalty).toMatchObject({ teamName: 'Alpha', points: 20, reason: 'abusing the host' });
    expect(standings.matches[1].penalties).toEqual([]);

    expect(codesOf(await as(other.token, REMOVE_PENALTY, { penalty: penalty.id }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf(await as(member.token, REMOVE_PENALTY, { penalty: penalty.id }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf(await as(undefined, REMOVE_PENALTY, { penalty: penalty.id }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(codesOf(await as(other.token, PENALTY, variables))).toEqual(['FORBIDDEN']);
    const removed = await as(admin.token, REMOVE_PENALTY, { penalty: penalty.id });
    expect(removed.body.data.removePenalty.errors).toEqual([]);
    expect((await points()).standings.overall[0].teamName).toBe('Alpha');
  });

  it('attaches an uploaded screenshot for players to see, organisers only', async () => {
    const upload = await uploadBanner(stack.gateway.url, admin.token);
    const { url } = (await upload.json()) as { url: string };
    expect(codesOf(await as(member.token, SCREENSHOT, { match: 2, url }))).toEqual(['FORBIDDEN']);
    const bad = await as(admin.token, SCREENSHOT, { match: 2, url: 'https://example.com/x.png' });
    expect(bad.body.data.attachResultScreenshot.errors).toEqual([
      {
        field: 'pictureUrl',
        message: 'Upload the screenshot first, then attach the address it answered',
      },
    ]);
    const attached = await as(admin.token, SCREENSHOT, { match: 2, url });
    expect(attached.body.data.attachResultScreenshot.errors).toEqual([]);
    const [shot] = (await points()).standings.matches[1].screenshots;
    expect(shot.url).toBe(url);
    const served = await fetch(`${stack.gateway.url}${url}`);
    expect(served.status).toBe(200);
    for (const [token, code] of [
      [member.token, 'FORBIDDEN'],
      [other.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect(codesOf(await as(token, REMOVE_SCREENSHOT, { shot: shot.id }))).toEqual([code]);
      expect(codesOf(await as(token, SCREENSHOT, { match: 2, url }))).toEqual([code]);
    }
    expect((await points()).standings.matches[1].screenshots).toHaveLength(1);
    const removed = await as(admin.token, REMOVE_SCREENSHOT, { shot: shot.id });
    expect(removed.body.data.removeResultScreenshot.errors).toEqual([]);
    expect((await points()).standings.matches[1].screenshots).toEqual([]);
  });
});

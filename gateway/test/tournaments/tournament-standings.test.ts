import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, startStack } from '../support/gateway-server';
import { type Stage, createStage } from './tournament-stage';

const STANDINGS = /* GraphQL */ `
  query Standings($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      standings {
        overall {
          rank
          teamName
          matchesPlayed
          booyahs
          positionPoints
          kills
          total
        }
        matches {
          matchNumber
          lines {
            rank
            teamName
            total
          }
        }
      }
    }
  }
`;

describe('Tournament.standings: overall and per match, ranked', () => {
  let stack: TestStack;
  let stage: Stage;

  beforeAll(async () => {
    stack = await startStack();
    stage = await createStage(stack.backend);
  });
  afterAll(() => stack?.close());

  const standings = async (id: number, kind: 'NORMAL' | 'SPECIAL' = 'NORMAL') => {
    const result = await stack.gateway.graphql(STANDINGS, { id: String(id), kind });
    expect(result.body.errors).toBeUndefined();
    return result.body.data.tournament.standings;
  };

  /** A tournament with the named squads booked. */
  async function withTeams(matchesCount: number, names: string[], kind: 'normal' | 'special') {
    const id = await stage.tournament({ matchesCount, kind });
    for (const name of names) {
      const player = await stage.player();
      if (kind === 'normal') await stage.bookSlot(player, id, name);
      else await stage.createTeam(player, id, name);
    }
    return id;
  }

  it('adds up every match per team, ranks by total, and gives one table per match', async () => {
    const id = await withTeams(3, ['Alpha', 'Bravo', 'Charlie'], 'normal');
    await stage.results(id, 1, [
      { teamName: 'Alpha', kills: [2, 1, 0, 0], postionPoints: 10, booyah: 1 },
      { teamName: 'Bravo', kills: [1, 1, 1, 1], postionPoints: 6 },
      { teamName: 'Charlie', kills: [0, 0, 0, 0], postionPoints: 4 },
    ]);
    await stage.results(id, 2, [
      { teamName: 'Alpha', kills: [0, 0, 0, 0], postionPoints: 3 },
      { teamName: 'Bravo', kills: [2, 2, 0, 0], postionPoints: 8, booyah: 1 },
      { teamName: 'Charlie', kills: [1, 0, 0, 0], postionPoints: 5 },
    ]);

    expect(await standings(id)).toEqual({
      overall: [
        {
          rank: 1,
          teamName: 'Bravo',
          matchesPlayed: 2,
          booyahs: 1,
          positionPoints: 14,
          kills: 8,
          total: 22,
        },
        {
          rank: 2,
          teamName: 'Alpha',
          matchesPlayed: 2,
          booyahs: 1,
          positionPoints: 13,
          kills: 3,
          total: 16,
        },
        {
          rank: 3,
          teamName: 'Charlie',
          matchesPlayed: 2,
          booyahs: 0,
          positionPoints: 9,
          kills: 1,
          total: 10,
        },
      ],
      matches: [
        {
          matchNumber: 1,
          lines: [
            { rank: 1, teamName: 'Alpha', total: 13 },
            { rank: 2, teamName: 'Bravo', total: 10 },
            { rank: 3, teamName: 'Charlie', total: 4 },
          ],
        },
        {
          matchNumber: 2,
          lines: [
            { rank: 1, teamName: 'Bravo', total: 12 },
            { rank: 2, teamName: 'Charlie', total: 6 },
            { rank: 3, teamName: 'Alpha', total: 3 },
          ],
        },
        // No results yet: an empty table, still numbered.
        { matchNumber: 3, lines: [] },
      ],
    });
  });

  it('breaks equal totals by booyahs then kills, and lets teams equal on every key share a rank', async () => {
    const id = await withTeams(1, ['Xray', 'Yankee', 'Zulu', 'Whiskey'], 'normal');
    await stage.results(id, 1, [
      // Every team totals 10.
      { teamName: 'Zulu', kills: [5, 0, 0, 0], postionPoints: 5 },
      { teamName: 'Whiskey', kills: [4, 0, 0, 0], postionPoints: 6 },
      { teamName: 'Xray', kills: [3, 2, 0, 0], postionPoints: 5 },
      { teamName: 'Yankee', kills: [2, 0, 0, 0], postionPoints: 8, booyah: 1 },
    ]);
    const expected = [
      { rank: 1, teamName: 'Yankee', total: 10 },
      { rank: 2, teamName: 'Xray', total: 10 },
      { rank: 2, teamName: 'Zulu', total: 10 },
      { rank: 4, teamName: 'Whiskey', total: 10 },
    ];
    const table = await standings(id);
    expect(table.matches).toEqual([{ matchNumber: 1, lines: expected }]);
    expect(
      table.overall.map(({ rank, teamName, total }: Record<string, unknown>) => ({
        rank,
        teamName,
        total,
      })),
    ).toEqual(expected);
  });

  it('ranks the teams of a special tournament the same way', async () => {
    const id = await withTeams(2, ['Lions', 'Tigers'], 'special');
    await stage.results(id, 2, [
      { teamName: 'Lions', kills: [1, 0, 0, 0], postionPoints: 2 },
      { teamName: 'Tigers', kills: [3, 0, 0, 0], postionPoints: 7, booyah: 1 },
    ]);
    const table = await standings(id, 'SPECIAL');
    expect(table.overall.map((line: { teamName: string }) => line.teamName)).toEqual([
      'Tigers',
      'Lions',
    ]);
    expect(table.matches).toEqual([
      { matchNumber: 1, lines: [] },
      {
        matchNumber: 2,
        lines: [
          { rank: 1, teamName: 'Tigers', total: 10 },
          { rank: 2, teamName: 'Lions', total: 3 },
        ],
      },
    ]);
  });

  it('answers empty tables before any result is posted', async () => {
    const id = await stage.tournament({ matchesCount: 2 });
    expect(await standings(id)).toEqual({
      overall: [],
      matches: [
        { matchNumber: 1, lines: [] },
        { matchNumber: 2, lines: [] },
      ],
    });
  });
});

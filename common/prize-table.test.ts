import { describe, expect, it } from 'vitest';
import { proposeFromTable, teamPrizesFromTable } from './prize-proposal';
import {
  prizeTableFromValues,
  prizeTableProblem,
  prizeTableValues,
  storedPrizeTableSchema,
} from './prize-table';

const team = (
  teamName: string,
  rank: number,
  kills: number,
  members: [string, number][],
  disqualified = false,
) => ({
  teamName,
  rank,
  kills,
  disqualified,
  members: members.map(([userId, paidPaise]) => ({
    userId,
    username: `p${userId}`,
    share: 1,
    paidPaise,
  })),
});

describe('the prize table within the pool', () => {
  it('lets the rank prizes take the whole pool, and no more', () => {
    const table = { rankPaise: [600_00, 400_00], perKillPaise: 0 };
    expect(prizeTableProblem(table, 1000_00)).toBeNull();
    expect(prizeTableProblem(table, 900_00)).toEqual({
      field: 'prizeTable.rankPaise',
      message: 'The rank prizes total ₹1,000, more than the ₹900 prize pool',
    });
  });

  it('pays kill prizes from what the ranks leave: room for one kill at least', () => {
    expect(prizeTableProblem({ rankPaise: [900_00], perKillPaise: 10_00 }, 1000_00)).toBeNull();
    expect(prizeTableProblem({ rankPaise: [995_00], perKillPaise: 10_00 }, 1000_00)).toEqual({
      field: 'prizeTable.perKillPaise',
      message:
        'Kill prizes are paid from what the rank prizes leave of the pool: ₹5, less than ₹10 for one kill',
    });
  });

  it('converts the form in rupees to paise and back, dropping ranks without a prize', () => {
    const values = {
      ranks: [{ amount: 150.5 }, { amount: 50 }, { amount: '' as const }],
      perKill: 5,
    };
    const table = prizeTableFromValues(values);
    expect(table).toEqual({ rankPaise: [150_50, 50_00], perKillPaise: 5_00 });
    expect(prizeTableValues(table)).toEqual({
      ranks: [{ amount: 150.5 }, { amount: 50 }],
      perKill: 5,
    });
    expect(prizeTableFromValues({ ranks: [{ amount: '' }], perKill: '' })).toBeNull();
    expect(prizeTableFromValues({ ranks: [{ amount: 1.234 }], perKill: '' })).toBeNull();
  });

  it('takes paise on the API and refuses fractions of a paisa', () => {
    expect(storedPrizeTableSchema.isValidSync({ rankPaise: [100], perKillPaise: 0 })).toBe(true);
    expect(storedPrizeTableSchema.isValidSync({ rankPaise: [1.5], perKillPaise: 0 })).toBe(false);
    expect(storedPrizeTableSchema.isValidSync(null)).toBe(true);
  });
});

describe('the proposal from the table and the standings', () => {
  const table = { rankPaise: [200_00, 100_00], perKillPaise: 10_00 };

  it('gives each team its rank prize plus its kills, split among its members', () => {
    const teams = [
      team('Alpha', 1, 3, [
        ['1', 0],
        ['2', 0],
      ]),
      team('Bravo', 2, 1, [['3', 0]]),
    ];
    expect(proposeFromTable(teams, table, 1000_00)).toEqual([
      { userId: '1', username: 'p1', teamName: 'Alpha', rank: 1, amountPaise: 115_00 },
      { userId: '2', username: 'p2', teamName: 'Alpha', rank: 1, amountPaise: 115_00 },
      { userId: '3', username: 'p3', teamName: 'Bravo', rank: 2, amountPaise: 110_00 },
    ]);
  });

  it('subtracts what was paid and never proposes a paid player again', () => {
    const teams = [
      team('Alpha', 1, 0, [
        ['1', 150_00],
        ['2', 0],
      ]),
    ];
    const [alpha] = teamPrizesFromTable(teams, table, 1000_00);
    expect(alpha).toMatchObject({ prizePaise: 200_00, paidPaise: 150_00, leftPaise: 50_00 });
    expect(proposeFromTable(teams, table, 1000_00)).toEqual([
      { userId: '2', username: 'p2', teamName: 'Alpha', rank: 1, amountPaise: 50_00 },
    ]);
  });

  it('shares what the ranks leave by kills when the kills would take more', () => {
    const teams = [team('Alpha', 1, 30, [['1', 0]]), team('Bravo', 2, 10, [['2', 0]])];
    const prizes = teamPrizesFromTable(teams, table, 400_00);
    expect(prizes.map((prize) => prize.killPrizePaise)).toEqual([75_00, 25_00]);
    expect(prizes.reduce((sum, prize) => sum + prize.prizePaise, 0)).toBe(400_00);
  });

  it('gives a disqualified team nothing and its place to the next', () => {
    const teams = [team('Alpha', 1, 5, [['1', 0]], true), team('Bravo', 2, 0, [['2', 0]])];
    expect(proposeFromTable(teams, table, 1000_00)).toEqual([
      { userId: '2', username: 'p2', teamName: 'Bravo', rank: 2, amountPaise: 200_00 },
    ]);
  });

  it('proposes nothing without a table', () => {
    expect(proposeFromTable([team('Alpha', 1, 5, [['1', 0]])], null, 1000_00)).toEqual([]);
  });
});

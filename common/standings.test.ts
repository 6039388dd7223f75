import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ResultRow, rankRows, rowKills, standingsFrom, sumRowsByTeam } from './standings';

const TEAMS = ['Team Alpha', 'Bravo Squad', 'Cobra Gaming', 'Delta Force', 'Eagle Eyes'];

const resultRow = fc.record({
  teamName: fc.constantFrom(...TEAMS),
  player1Kills: fc.nat(15),
  player2Kills: fc.nat(15),
  player3Kills: fc.nat(15),
  player4Kills: fc.nat(15),
  positionPoints: fc.nat(12),
  matchParticipated: fc.constant(1),
  booyah: fc.nat(1),
});

const row = (teamName: string, kills: number[], positionPoints: number, booyah = 0): ResultRow => ({
  teamName,
  player1Kills: kills[0] ?? 0,
  player2Kills: kills[1] ?? 0,
  player3Kills: kills[2] ?? 0,
  player4Kills: kills[3] ?? 0,
  positionPoints,
  matchParticipated: 1,
  booyah,
});

describe('standings arithmetic', () => {
  it('totals kills of the four players plus position points', () => {
    const [line] = standingsFrom([row('Alpha', [3, 2, 1, 4], 12, 1)]);
    expect(line).toEqual({
      rank: 1,
      teamName: 'Alpha',
      matchesPlayed: 1,
      booyahs: 1,
      positionPoints: 12,
      kills: 10,
      penaltyPoints: 0,
      total: 22,
    });
  });

  it('multiplies kills by the points per kill and takes penalties off the total only', () => {
    const rows = [row('Alpha', [3, 2, 1, 4], 12, 1), row('Bravo', [5, 5, 5, 5], 0)];
    const table = standingsFrom(rows, {
      pointsPerKill: 2,
      penalties: [
        { teamName: 'bravo', points: 20 },
        { teamName: 'Bravo', points: 5 },
      ],
    });
    expect(
      table.map((line) => [line.teamName, line.kills, line.penaltyPoints, line.total]),
    ).toEqual([
      ['Alpha', 10, 0, 32],
      ['Bravo', 20, 25, 15],
    ]);
  });

  it('ranks a penalised team below one it led before the penalty', () => {
    const rows = [row('Alpha', [10], 12, 1), row('Bravo', [5], 9)];
    expect(standingsFrom(rows)[0]?.teamName).toBe('Alpha');
    const table = standingsFrom(rows, { penalties: [{ teamName: 'Alpha', points: 20 }] });
    expect(table.map((line) => [line.rank, line.teamName, line.total])).toEqual([
      [1, 'Bravo', 14],
      [2, 'Alpha', 2],
    ]);
    expect(rankRows(rows, { penalties: [{ teamName: 'Alpha', points: 20 }] })[0]?.teamName).toBe(
      'Bravo',
    );
  });

  it('breaks ties by booyahs, then kills, then position points', () => {
    const table = standingsFrom([
      row('ByPoints', [0, 0, 0, 0], 20),
      row('ByKills', [5, 5, 5, 5], 0),
      row('ByBooyah', [0, 0, 0, 0], 20, 1),
    ]);
    expect(table.map((line) => line.teamName)).toEqual(['ByBooyah', 'ByKills', 'ByPoints']);
  });

  it('gives teams equal on every key the same rank', () => {
    const table = standingsFrom([row('B', [1], 5), row('A', [1], 5), row('C', [0], 1)]);
    expect(table.map((line) => [line.rank, line.teamName])).toEqual([
      [1, 'A'],
      [1, 'B'],
      [3, 'C'],
    ]);
  });

  it('adds up rows of one team that arrive split, whatever the case or spacing of its name', () => {
    const summed = sumRowsByTeam([row('Alpha', [1, 1], 3), row(' alpha ', [2], 4, 1)]);
    expect(summed).toEqual([{ ...row('Alpha', [3, 1], 7, 1), matchParticipated: 2 }]);
  });

  it('keeps every kill and point: the table adds up to the rows', () => {
    fc.assert(
      fc.property(fc.array(resultRow, { maxLength: 40 }), (rows) => {
        const table = standingsFrom(rows);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(table.map((line) => line.total))).toBe(
          sum(rows.map((r) => rowKills(r) + r.positionPoints)),
        );
        expect(sum(table.map((line) => line.matchesPlayed))).toBe(rows.length);
        expect(new Set(table.map((line) => line.teamName.toLowerCase())).size).toBe(table.length);
      }),
    );
  });

  it('orders the table by total, booyahs, kills and points, ranks never decreasing', () => {
    fc.assert(
      fc.property(fc.array(resultRow, { maxLength: 40 }), (rows) => {
        const table = standingsFrom(rows);
        for (let i = 1; i < table.length; i += 1) {
          const [a, b] = [table[i - 1]!, table[i]!];
          const keyA = [a.total, a.booyahs, a.kills, a.positionPoints];
          const keyB = [b.total, b.booyahs, b.kills, b.positionPoints];
          const firstDifference = keyA.findIndex((value, k) => value !== keyB[k]);
          if (firstDifference === -1) expect(b.rank).toBe(a.rank);
          else {
            expect(keyA[firstDifference]!).toBeGreaterThan(keyB[firstDifference]!);
            expect(b.rank).toBe(i + 1);
          }
        }
      }),
    );
  });

  it('orders summed rows as the table orders their teams, regardless of input order', () => {
    fc.assert(
      fc.property(fc.array(resultRow, { maxLength: 30 }), (rows) => {
        const reversed = [...rows].reverse();
        expect(rankRows(rows).map((r) => r.teamName.toLowerCase())).toEqual(
          standingsFrom(reversed).map((line) => line.teamName.toLowerCase()),
        );
      }),
    );
  });
});

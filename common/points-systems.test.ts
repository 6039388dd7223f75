import { describe, expect, it } from 'vitest';
import {
  KILLS_ONLY_POINTS,
  POINTS_MESSAGES,
  STANDARD_POINTS,
  describePointsSystem,
  ordinal,
  placementPointsFor,
  pointsSystemOf,
  pointsSystemProblem,
  pointsSystemSchema,
  resultFromFinish,
} from './points-systems';
import { standingsFrom } from './standings';

const finish = (teamName: string, place: number, kills: number[]) =>
  resultFromFinish(STANDARD_POINTS, { teamName, place, kills });

describe('points systems', () => {
  it('scores the Free Fire standard table: 12, 9, 8 ... 1, then 0 for 11th, 12th and beyond', () => {
    const points = Array.from({ length: 13 }, (_, i) => placementPointsFor(STANDARD_POINTS, i + 1));
    expect(points).toEqual([12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0]);
  });

  it('turns a finish into the SPEC row: position points from the table, Booyah for 1st only', () => {
    expect(finish('Alpha', 1, [3, 2, 1, 0])).toEqual({
      teamName: 'Alpha',
      player1Kills: 3,
      player2Kills: 2,
      player3Kills: 1,
      player4Kills: 0,
      positionPoints: 12,
      matchParticipated: 1,
      booyah: 1,
    });
    expect(finish('Bravo', 2, [5])).toMatchObject({
      positionPoints: 9,
      booyah: 0,
      player4Kills: 0,
    });
  });

  it('gives no position points in a kills-only table, and the Booyah still breaks a tie', () => {
    const rows = [
      resultFromFinish(KILLS_ONLY_POINTS, { teamName: 'Second', place: 2, kills: [4] }),
      resultFromFinish(KILLS_ONLY_POINTS, { teamName: 'First', place: 1, kills: [4] }),
    ];
    expect(rows.map((row) => row.positionPoints)).toEqual([0, 0]);
    expect(standingsFrom(rows).map((line) => line.teamName)).toEqual(['First', 'Second']);
  });

  it('keeps a fixed preset to its own numbers, whatever else was sent', () => {
    expect(pointsSystemOf({ preset: 'standard', placementPoints: [99], pointsPerKill: 5 })).toEqual(
      STANDARD_POINTS,
    );
    expect(pointsSystemOf({ preset: 'custom', placementPoints: [5, 3], pointsPerKill: 2 })).toEqual(
      {
        preset: 'custom',
        placementPoints: [5, 3],
        pointsPerKill: 2,
      },
    );
  });

  it('refuses custom tables that break a limit, naming the field', () => {
    expect(pointsSystemProblem({ placementPoints: [10, 12], pointsPerKill: 1 })).toEqual({
      field: 'placementPoints[1]',
      message: POINTS_MESSAGES.notIncreasing(2),
    });
    expect(pointsSystemProblem({ placementPoints: [-1], pointsPerKill: 1 })?.field).toBe(
      'placementPoints[0]',
    );
    expect(pointsSystemProblem({ placementPoints: [101], pointsPerKill: 1 })?.message).toBe(
      POINTS_MESSAGES.placePoints(1),
    );
    expect(pointsSystemProblem({ placementPoints: [1.5], pointsPerKill: 1 })?.field).toBe(
      'placementPoints[0]',
    );
    expect(pointsSystemProblem({ placementPoints: [5], pointsPerKill: 11 })?.field).toBe(
      'pointsPerKill',
    );
    expect(pointsSystemProblem({ placementPoints: Array(51).fill(0), pointsPerKill: 1 })).toEqual({
      field: 'placementPoints',
      message: POINTS_MESSAGES.places,
    });
    expect(pointsSystemProblem({ placementPoints: [0, 0], pointsPerKill: 0 })?.message).toBe(
      POINTS_MESSAGES.scoresNothing,
    );
    expect(pointsSystemProblem({ placementPoints: [15, 10, 0], pointsPerKill: 0 })).toBeNull();
  });

  it('puts a custom table error on its field in the schema', async () => {
    const error = await pointsSystemSchema
      .validate({ preset: 'custom', placementPoints: [3, 4], pointsPerKill: 1 })
      .catch((caught: { path: string; message: string }) => caught);
    expect(error).toMatchObject({
      path: 'placementPoints[1]',
      message: POINTS_MESSAGES.notIncreasing(2),
    });
    await expect(pointsSystemSchema.validate({ preset: 'league' })).rejects.toThrow(
      POINTS_MESSAGES.preset,
    );
    await expect(pointsSystemSchema.isValid({ preset: 'standard' })).resolves.toBe(true);
  });

  it('describes a table as players read it', () => {
    expect(describePointsSystem(STANDARD_POINTS).slice(0, 3)).toEqual(['1st 12', '2nd 9', '3rd 8']);
    expect(describePointsSystem(KILLS_ONLY_POINTS)).toEqual(['1 per kill']);
    expect([11, 12, 13, 21, 22, 23].map(ordinal)).toEqual([
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { auditLines, fieldWords } from '../../src/features/admin/audit-lines';

/** Records of every age read as lines with words, not column names and JSON. */
describe('audit lines', () => {
  it('turns API and column names into words', () => {
    expect(fieldWords('entryFee')).toBe('Entry fee');
    expect(fieldWords('entry_fee_paise')).toBe('Entry fee paise');
    expect(fieldWords('tourn_name')).toBe('Name');
    expect(fieldWords('roomId')).toBe('Room ID');
    expect(fieldWords('player3Kills')).toBe('P3 kills');
  });

  it('writes each changed field before → after, leaving ids and unchanged fields out', () => {
    expect(
      auditLines(
        { status: 'upcoming', teamId: 4, tourn_name: 'Night Cup', booyah: false },
        { status: 'live', teamId: 4, tourn_name: 'Night Cup', booyah: true },
      ),
    ).toEqual(['Status: upcoming → live', 'Booyah: no → yes']);
    expect(auditLines(null, { banned: true, reason: 'Hacks' })).toEqual([
      'Banned: yes',
      'Reason: Hacks',
    ]);
    expect(auditLines({ roomId: '123' }, null)).toEqual(['Room ID was 123']);
  });

  it('reads a corrected result sheet as what changed for each team, with the match', () => {
    const row = (teamName: string, kills: number, points: number) => ({
      teamId: 1,
      teamName,
      player1Kills: kills,
      player2Kills: 0,
      player3Kills: 0,
      player4Kills: 0,
      postionPoints: points,
      matchParticipated: 1,
      booyah: 0,
    });
    expect(
      auditLines(
        { matchId: 2, rows: [row('Bravo', 14, 9), row('Alpha', 3, 12), row('Gone', 0, 0)] },
        { matchId: 2, rows: [row('Bravo', 4, 9), row('alpha', 3, 8), row('Delta', 1, 1)] },
      ),
    ).toEqual([
      'Bravo · P1 kills 14 → 4 (match 2)',
      'alpha · Position points 12 → 8 (match 2)',
      'Delta · added (match 2)',
      'Gone · removed (match 2)',
    ]);
    // Posted for the first time: the sheet itself is the news, not a line per row.
    expect(auditLines(null, { matchId: 1, rows: [row('Bravo', 2, 12)] })).toEqual([]);
  });
});

import type { NewMatchResult, SheetRow } from './results-repository';

/**
 * What a correction changed, squad by squad, in the words players and the audit read:
 * "Team Bravo · P1 kills 14 → 4 (match 2) · reason: wrong screenshot".
 */

export interface CorrectionLine {
  teamId: number;
  teamName: string;
  /** "P1 kills 14 → 4, place 3 → 2" */
  changes: string;
}

const KILL_COLUMNS = [
  ['player1_kills', 'player1Kills', 'P1'],
  ['player2_kills', 'player2Kills', 'P2'],
  ['player3_kills', 'player3Kills', 'P3'],
  ['player4_kills', 'player4Kills', 'P4'],
] as const;

function changesOf(before: SheetRow, after: NewMatchResult): string[] {
  const changes: string[] = [];
  if (before.place !== null && before.place !== after.place) {
    changes.push(`place ${before.place} → ${after.place ?? '-'}`);
  } else if (Number(before.position_points) !== after.positionPoints) {
    changes.push(`position points ${before.position_points} → ${after.positionPoints}`);
  }
  for (const [column, field, label] of KILL_COLUMNS) {
    const old = Number(before[column]);
    if (old !== after[field]) changes.push(`${label} kills ${old} → ${after[field]}`);
  }
  return changes;
}

/** One line per squad whose row changed, was added or was taken out, in squad order. */
export function correctionLines(
  before: readonly SheetRow[],
  after: readonly NewMatchResult[],
  nameOf: (teamId: number) => string,
): CorrectionLine[] {
  const old = new Map(before.map((row) => [row.team_id, row]));
  const lines: CorrectionLine[] = [];
  for (const row of after) {
    const previous = old.get(row.teamId);
    old.delete(row.teamId);
    const changes = previous ? changesOf(previous, row) : [`added at place ${row.place ?? '-'}`];
    if (changes.length) {
      lines.push({ teamId: row.teamId, teamName: nameOf(row.teamId), changes: changes.join(', ') });
    }
  }
  for (const row of old.values()) {
    lines.push({ teamId: row.team_id, teamName: row.team_name, changes: 'taken out of the match' });
  }
  return lines;
}

/** The sentence of one line, as the audit and POINTS show it. */
export const correctionSentence = (line: CorrectionLine, matchNo: number, reason: string) =>
  `${line.teamName} · ${line.changes} (match ${matchNo}) · reason: ${reason}`;

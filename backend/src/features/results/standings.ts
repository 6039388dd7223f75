/**
 * The standings arithmetic of SPEC §9, with no dependency on the backend so it can be shared
 * as it is: a team's total is its four players' kills plus its position points; teams rank by
 * total, then booyahs, then kills, then position points (the rules' tiebreak order).
 */
export interface ResultRow {
  teamName: string;
  player1Kills: number;
  player2Kills: number;
  player3Kills: number;
  player4Kills: number;
  /** Spelled as the platform's API spells it. */
  postionPoints: number;
  matchParticipated: number;
  booyah: number;
}

export const teamKills = (row: ResultRow): number =>
  row.player1Kills + row.player2Kills + row.player3Kills + row.player4Kills;

export const teamTotal = (row: ResultRow): number => teamKills(row) + row.postionPoints;

/** Teams still level after every tiebreak are listed by name, so the order never flickers. */
export function compareStandings(a: ResultRow, b: ResultRow): number {
  return (
    teamTotal(b) - teamTotal(a) ||
    b.booyah - a.booyah ||
    teamKills(b) - teamKills(a) ||
    b.postionPoints - a.postionPoints ||
    a.teamName.localeCompare(b.teamName, 'en', { sensitivity: 'base' })
  );
}

export const rankStandings = <T extends ResultRow>(rows: readonly T[]): T[] =>
  [...rows].sort(compareStandings);

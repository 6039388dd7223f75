/**
 * The points table of SPEC §9: a team's total is the kills of its four players plus its
 * position points; teams rank by total, ties broken by booyahs, then kills, then position
 * points. The backend uses it to add up result rows per team, the gateway to build standings.
 *
 * Issue 22 adds two things a tournament's points system may ask for: points per kill other
 * than 1 (rows keep the kills as counted, the total multiplies them) and penalties, which
 * subtract from the total and from nothing else, so the tie-breaks stay the SPEC's.
 */

export interface ResultRow {
  teamName: string;
  player1Kills: number;
  player2Kills: number;
  player3Kills: number;
  player4Kills: number;
  positionPoints: number;
  /** Matches played: 1 per match row, a count once rows are added up. */
  matchParticipated: number;
  /** Booyahs (match wins): 0 or 1 per match row, a count once added up. */
  booyah: number;
}

export interface StandingLine {
  rank: number;
  teamName: string;
  matchesPlayed: number;
  booyahs: number;
  positionPoints: number;
  kills: number;
  /** Points taken off by penalties (a positive number; 0 without any). */
  penaltyPoints: number;
  total: number;
}

/** A penalty as the table reads it: the team and the points it loses. */
export interface PenaltyLine {
  teamName: string;
  points: number;
}

export interface StandingsOptions {
  /** The tournament's points per kill; 1 (the SPEC's sum) when not given. */
  pointsPerKill?: number;
  penalties?: readonly PenaltyLine[];
}

const teamKey = (teamName: string) => teamName.trim().toLowerCase();

export const rowKills = (row: ResultRow) =>
  row.player1Kills + row.player2Kills + row.player3Kills + row.player4Kills;

/** Adds up the rows of each team (a team whose rows arrive split gets one row), first-seen order. */
export function sumRowsByTeam(rows: readonly ResultRow[]): ResultRow[] {
  const byTeam = new Map<string, ResultRow>();
  for (const row of rows) {
    const key = teamKey(row.teamName);
    const sum = byTeam.get(key);
    if (!sum) {
      byTeam.set(key, { ...row, teamName: row.teamName.trim() });
      continue;
    }
    sum.player1Kills += row.player1Kills;
    sum.player2Kills += row.player2Kills;
    sum.player3Kills += row.player3Kills;
    sum.player4Kills += row.player4Kills;
    sum.positionPoints += row.positionPoints;
    sum.matchParticipated += row.matchParticipated;
    sum.booyah += row.booyah;
  }
  return [...byTeam.values()];
}

type Ranked = Omit<StandingLine, 'rank'>;

/** Total, then booyahs, then kills, then position points, all descending. */
export function compareStanding(a: Ranked, b: Ranked): number {
  return (
    b.total - a.total ||
    b.booyahs - a.booyahs ||
    b.kills - a.kills ||
    b.positionPoints - a.positionPoints
  );
}

/** Penalty points per team key: a team's penalties add up. */
function penaltiesByTeam(penalties: readonly PenaltyLine[]): Map<string, number> {
  const byTeam = new Map<string, number>();
  for (const penalty of penalties) {
    const key = teamKey(penalty.teamName);
    byTeam.set(key, (byTeam.get(key) ?? 0) + penalty.points);
  }
  return byTeam;
}

/** The kills plus the position points (SPEC §9), kills times the points per kill. */
export const rowTotal = (row: ResultRow, pointsPerKill = 1) =>
  rowKills(row) * pointsPerKill + row.positionPoints;

const toRanked =
  (pointsPerKill: number, penalties: Map<string, number>) =>
  (row: ResultRow): Ranked => {
    const penaltyPoints = penalties.get(teamKey(row.teamName)) ?? 0;
    return {
      teamName: row.teamName,
      matchesPlayed: row.matchParticipated,
      booyahs: row.booyah,
      positionPoints: row.positionPoints,
      kills: rowKills(row),
      penaltyPoints,
      total: rowTotal(row, pointsPerKill) - penaltyPoints,
    };
  };

/**
 * The ranked table for a set of result rows. Teams equal on every key share a rank (1, 2, 2,
 * 4); among them the order is by team name, so the table is stable.
 */
export function standingsFrom(
  rows: readonly ResultRow[],
  options: StandingsOptions = {},
): StandingLine[] {
  const penalties = penaltiesByTeam(options.penalties ?? []);
  const ranked = sumRowsByTeam(rows)
    .map(toRanked(options.pointsPerKill ?? 1, penalties))
    .sort((a, b) => compareStanding(a, b) || a.teamName.localeCompare(b.teamName));
  return ranked.map((line, index) => {
    let rank = index + 1;
    for (let i = index - 1; i >= 0 && compareStanding(ranked[i] as Ranked, line) === 0; i -= 1)
      rank = i + 1;
    return { rank, ...line };
  });
}

/** Result rows ordered as the points table orders their teams. */
export function rankRows(rows: readonly ResultRow[], options: StandingsOptions = {}): ResultRow[] {
  const summed = sumRowsByTeam(rows);
  const order = new Map(
    standingsFrom(summed, options).map((line, index) => [teamKey(line.teamName), index]),
  );
  return summed.sort(
    (a, b) => (order.get(teamKey(a.teamName)) ?? 0) - (order.get(teamKey(b.teamName)) ?? 0),
  );
}

import type { ResultRow } from '#common/standings';
import type { MatchResultRow, SheetRow, TeamTotalsRow } from './results-repository';

/** SQL sums are bigint, which the drivers may hand back as strings, hence Number(). */
export const toResultRow = (row: TeamTotalsRow | MatchResultRow): ResultRow => ({
  teamName: row.team_name,
  player1Kills: Number(row.player1_kills),
  player2Kills: Number(row.player2_kills),
  player3Kills: Number(row.player3_kills),
  player4Kills: Number(row.player4_kills),
  positionPoints: Number(row.position_points),
  matchParticipated: Number(row.match_participated),
  booyah: Number(row.booyah),
});

/** A result row as SPEC §3 names its fields (postionPoints spelled so). */
export const toResultRowJson = ({ positionPoints, ...row }: ResultRow) => ({
  teamName: row.teamName,
  player1Kills: row.player1Kills,
  player2Kills: row.player2Kills,
  player3Kills: row.player3Kills,
  player4Kills: row.player4Kills,
  postionPoints: positionPoints,
  matchParticipated: row.matchParticipated,
  booyah: row.booyah,
});

/** A posted row as the organiser's match desk reads it: SPEC §3's fields plus the team's id. */
export const toSheetRowJson = (row: SheetRow) => ({
  teamId: row.team_id,
  ...toResultRowJson(toResultRow(row)),
  /** The finishing place it was scored from (issue 22); null for a sheet typed by hand. */
  place: row.place,
});

/** Posted sheets grouped by match, in match order (the rows come sorted so). */
export function toSheetsJson(rows: SheetRow[]) {
  const matches = new Map<number, ReturnType<typeof toSheetRowJson>[]>();
  for (const row of rows) {
    matches.set(row.match_id, [...(matches.get(row.match_id) ?? []), toSheetRowJson(row)]);
  }
  return [...matches.entries()].map(([matchId, sheet]) => ({ matchId, rows: sheet }));
}

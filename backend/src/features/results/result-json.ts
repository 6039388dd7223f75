import type { ResultRow } from '#common/standings';
import type { MatchResultRow, TeamTotalsRow } from './results-repository';

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

import type { ResultRow } from './standings';
import type { MatchResultRow, TeamTotalsRow } from './results-repository';

/**
 * A result row as SPEC §3 names its fields (postionPoints spelled so). SQL sums are bigint,
 * which the drivers may hand back as strings, hence Number().
 */
export const toResultRowJson = (row: TeamTotalsRow | MatchResultRow): ResultRow => ({
  teamName: row.team_name,
  player1Kills: Number(row.player1_kills),
  player2Kills: Number(row.player2_kills),
  player3Kills: Number(row.player3_kills),
  player4Kills: Number(row.player4_kills),
  postionPoints: Number(row.position_points),
  matchParticipated: Number(row.match_participated),
  booyah: Number(row.booyah),
});

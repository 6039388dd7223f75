import { pictureUrl } from '../profile/public';
import type { CorrectionRow, PenaltyRow, ScreenshotRow } from './scoring-repository';

/**
 * A tournament's match notes for POINTS: per match, its penalties, screenshots and
 * corrections. Every match 1..matchesCount is listed, with empty lists when it has none.
 */
export function toMatchNotesJson(
  matchesCount: number,
  penalties: PenaltyRow[],
  screenshots: ScreenshotRow[],
  corrections: CorrectionRow[],
) {
  return Array.from({ length: matchesCount }, (_, index) => {
    const matchId = index + 1;
    return {
      matchId,
      penalties: penalties
        .filter((row) => row.match_no === matchId)
        .map((row) => ({
          id: row.id,
          teamId: row.team_id,
          teamName: row.team_name,
          points: row.points,
          reason: row.reason,
          createdAt: row.created_at.toISOString(),
        })),
      screenshots: screenshots
        .filter((row) => row.match_no === matchId)
        .map((row) => ({
          id: row.id,
          pictureId: row.picture_id,
          url: pictureUrl(row.picture_id),
          createdAt: row.created_at.toISOString(),
        })),
      corrections: corrections
        .filter((row) => row.match_no === matchId)
        .map((row) => ({
          id: row.id,
          teamId: row.team_id,
          teamName: row.team_name,
          changes: row.changes,
          reason: row.reason,
          createdAt: row.created_at.toISOString(),
        })),
    };
  });
}

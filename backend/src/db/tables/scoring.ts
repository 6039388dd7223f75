import type { Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** Penalties, result screenshots and corrections of a tournament's matches (migration 009). */

export interface MatchPenaltiesTable {
  id: Generated<number>;
  tournament_id: number;
  match_no: number;
  team_id: number;
  /** Points the squad loses (positive). */
  points: number;
  reason: string;
  created_by: number;
  created_at: GeneratedTimestamp;
}

export interface MatchScreenshotsTable {
  id: Generated<number>;
  tournament_id: number;
  match_no: number;
  picture_id: string;
  created_by: number;
  created_at: GeneratedTimestamp;
}

export interface ResultCorrectionsTable {
  id: Generated<number>;
  tournament_id: number;
  match_no: number;
  team_id: number;
  /** What changed, as players read it: "P1 kills 14 → 4, place 3 → 2". */
  changes: string;
  reason: string;
  created_by: number;
  created_at: GeneratedTimestamp;
}

export type MatchPenaltyRow = Selectable<MatchPenaltiesTable>;

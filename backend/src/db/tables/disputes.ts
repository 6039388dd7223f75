import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DisputeStatus } from '#common/disputes';
import type { GeneratedTimestamp } from './columns';

/** Check-in openings announced, disputes of match results and prize hold overrides (011). */

export interface CheckinOpeningsTable {
  tournament_id: number;
  announced_at: GeneratedTimestamp;
}

export interface DisputesTable {
  id: Generated<number>;
  tournament_id: number;
  match_no: number;
  team_id: number;
  opened_by: number;
  reason: string;
  screenshot_id: string | null;
  status: ColumnType<DisputeStatus, DisputeStatus | undefined, DisputeStatus>;
  resolution_reason: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  /** The RESULTS_CORRECTED audit entry a 'corrected' resolution points at (bigint). */
  correction_audit_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  opened_at: GeneratedTimestamp;
}

export interface DisputeRefundsTable {
  transaction_id: number;
  dispute_id: number;
}

export interface PrizeHoldOverridesTable {
  id: Generated<number>;
  tournament_id: number;
  reason: string;
  overridden_by: number;
  overridden_at: GeneratedTimestamp;
}

export type DisputeRow = Selectable<DisputesTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GrievanceCategory, GrievanceStatus } from '#common/grievances';
import type { GeneratedTimestamp, Timestamp } from './columns';

/** Grievance redressal (migration 016, decision 049): complaints and the answers to them. */

type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface GrievancesTable {
  id: Generated<number>;
  /** Set by the database's trigger from the id and the filing year: never written. */
  number: ColumnType<string, never, never>;
  category: GrievanceCategory;
  subject: string;
  description: string;
  filer_name: string;
  filer_email: string | null;
  filer_phone: string | null;
  user_id: number | null;
  tournament_id: number | null;
  dispute_id: number | null;
  status: ColumnType<GrievanceStatus, GrievanceStatus | undefined, GrievanceStatus>;
  ack_due_at: Timestamp;
  resolve_due_at: Timestamp;
  acknowledged_at: Later<Date>;
  acknowledged_by: Later<number>;
  resolved_at: Later<Date>;
  resolved_by: Later<number>;
  resolution: Later<string>;
  created_at: GeneratedTimestamp;
}

export interface GrievanceRepliesTable {
  id: Generated<number>;
  grievance_id: number;
  /** The organiser who answered; null when the filer wrote it. */
  author_id: number | null;
  body: string;
  created_at: GeneratedTimestamp;
}

export type GrievanceRow = Selectable<GrievancesTable>;
export type GrievanceReplyRow = Selectable<GrievanceRepliesTable>;

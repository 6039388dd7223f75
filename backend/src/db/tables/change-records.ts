import type { ColumnType, Generated, Selectable } from 'kysely';
import type { LiveEventKind } from '#common/live-events';
import type { AuditAction, AuditFields, AuditSubjectType } from '../audit-actions';
import type { GeneratedTimestamp } from './columns';

/**
 * What a change leaves behind besides its own rows: the audit entry, the live event, the
 * player's notification and the idempotency key's stored answer.
 */

/** Written as JSON text, read back as the object. */
type AuditJsonColumn = ColumnType<AuditFields | null, string | null, never>;

/** Append-only (a trigger refuses UPDATE and DELETE): inserts only. */
export interface AuditEntriesTable {
  id: Generated<number>;
  actor_id: number;
  action: AuditAction;
  subject_type: AuditSubjectType;
  subject_id: string;
  tournament_id: number | null;
  user_id: number | null;
  summary: string;
  reason: string | null;
  before: AuditJsonColumn;
  after: AuditJsonColumn;
  created_at: GeneratedTimestamp;
}

/**
 * The outbox of live events (decision 016). `xid` is the writing transaction's id, as text
 * (xid8 is a 64-bit number); the database fills it in.
 */
export interface EventsTable {
  id: Generated<number>;
  xid: Generated<string>;
  kind: LiveEventKind;
  tournament_id: number | null;
  user_id: number | null;
  subject_id: string | null;
  created_at: GeneratedTimestamp;
}

/** One row: the newest (xid, id) pruned from events. */
export interface EventsPrunedTable {
  only_row: Generated<boolean>;
  xid: string;
  event_id: number;
}

export type NotificationKind =
  | 'deposit_approved'
  | 'deposit_rejected'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'room_released'
  | 'results_posted'
  | 'tournament_cancelled'
  | 'prize_paid'
  | 'match_room_released'
  | 'match_room_changed'
  | 'squad_invited'
  | 'squad_joined'
  | 'dispute_resolved'
  | 'organiser_message'
  | 'team_absent'
  | 'checkin_open'
  | 'money_credited'
  | 'grievance_updated';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  message: string;
  reason: string | null;
  tournament_id: number | null;
  transaction_id: number | null;
  created_at: GeneratedTimestamp;
  read_at: Date | null;
}

/** A player's idempotency key and the answer its request got (decision 023). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** sha256 of the method, the route without /api, its params, query and body. */
  fingerprint: string;
  response_status: number;
  /** The JSON text sent, replayed byte for byte. */
  response_body: string;
  created_at: GeneratedTimestamp;
}

export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type EventRow = Selectable<EventsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { LiveEventKind } from '#common/live-events';
import type { AuditAction, AuditFields, AuditSubjectType } from './audit-actions';

/** Kysely's view of the tables created by the migrations. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = 'player' | 'admin';
export type TournamentKind = 'normal' | 'special';
export type TournamentStatus = 'live' | 'upcoming' | 'cancelled' | 'completed';
export type TransactionType = 'ADD_MONEY' | 'WITHDRAW' | 'ENTRY_FEE' | 'REFUND' | 'WINNINGS';
export type TransactionStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type LedgerReason =
  'deposit' | 'withdrawal' | 'withdrawal_reversal' | 'entry_fee' | 'refund' | 'winnings';
export type OtpPurpose = 'register' | 'reset';
export type TeamStatus = 'active' | 'absent' | 'disqualified';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  mobile: string;
  password_hash: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  bio: string | null;
  profile_picture_id: string | null;
  banned_at: Date | null;
  ban_reason: string | null;
  /** Raised to end every earlier token: reset, ban, role change, log out of all devices. */
  token_version: Generated<number>;
  /** A seeded demo account: its money was never paid and cannot be withdrawn. */
  is_demo: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

/** One per token issued; the token names it (`sid`). Decision 025. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  ended_at: Date | null;
}

export type RoleChangeSource = 'startup' | 'cli';

export interface RoleChangesTable {
  id: Generated<number>;
  user_id: number;
  old_role: UserRole | null;
  new_role: UserRole;
  source: RoleChangeSource;
  created_at: GeneratedTimestamp;
}

export interface PicturesTable {
  id: Generated<string>;
  user_id: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  purpose: OtpPurpose;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: GeneratedTimestamp;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: GeneratedTimestamp;
}

export interface TournamentsTable {
  tourn_id: Generated<number>;
  kind: TournamentKind;
  tourn_name: string;
  title: Generated<string>;
  banner_link: Generated<string>;
  tourn_pp_paise: Generated<number>;
  entry_fee_paise: Generated<number>;
  total_slots: number;
  slots_taken: Generated<number>;
  team_size: Generated<number>;
  matches_count: Generated<number>;
  tourn_type: Generated<string>;
  game_mode: Generated<string>;
  tourn_start: Timestamp;
  reg_start: Timestamp;
  reg_end: Timestamp;
  status: TournamentStatus;
  org_by: Generated<string>;
  discord_link: string | null;
  live_link: string | null;
  room_id: string | null;
  room_password: string | null;
  room_published_at: Date | null;
  /** When players get the published room; null while unpublished. */
  room_release_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When they got it (at publishing, or by the releaser); null until then. */
  room_released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TeamsTable {
  id: Generated<number>;
  tournament_id: number;
  team_name: string;
  team_code: string | null;
  leader_id: number;
  whatsapp_number: string;
  status: ColumnType<TeamStatus, TeamStatus | undefined, TeamStatus>;
  /** Why a team is absent or disqualified; null while active. */
  status_reason: string | null;
  created_at: GeneratedTimestamp;
}

export interface TeamPlayersTable {
  team_id: number;
  position: number;
  tournament_id: number;
  user_id: number | null;
  in_game_name: string;
  joined_at: GeneratedTimestamp;
}

export interface MatchResultsTable {
  tournament_id: number;
  match_id: number;
  team_id: number;
  player1_kills: number;
  player2_kills: number;
  player3_kills: number;
  player4_kills: number;
  position_points: number;
  match_participated: number;
  booyah: number;
}

export interface WalletsTable {
  user_id: number;
  balance_paise: number;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: TransactionType;
  amount_paise: number;
  status: TransactionStatus;
  utr: string | null;
  bank_username: string | null;
  beneficiary_name: string | null;
  upi_id: string | null;
  phonepe_number: string | null;
  tournament_id: number | null;
  note: string | null;
  created_at: GeneratedTimestamp;
  decided_at: Date | null;
  decided_by: number | null;
  /** The UPI reference of the payment that paid a withdrawal. */
  payout_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: number;
  amount_paise: number;
  reason: LedgerReason;
  created_at: GeneratedTimestamp;
}

export interface BlogsTable {
  id: Generated<number>;
  title: string;
  image_link: Generated<string>;
  author: string | null;
  created_date: GeneratedTimestamp;
  sub_description: Generated<string>;
  description: Generated<string>;
  quote: Generated<string>;
  keyword: Generated<string>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  image: Generated<string>;
  price_paise: number;
}

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
  | 'prize_paid';

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  role_changes: RoleChangesTable;
  pictures: PicturesTable;
  otp_codes: OtpCodesTable;
  signing_keys: SigningKeysTable;
  tournaments: TournamentsTable;
  teams: TeamsTable;
  team_players: TeamPlayersTable;
  match_results: MatchResultsTable;
  wallets: WalletsTable;
  wallet_transactions: WalletTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  blogs: BlogsTable;
  products: ProductsTable;
  audit_entries: AuditEntriesTable;
  events: EventsTable;
  events_pruned: EventsPrunedTable;
  notifications: NotificationsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type WalletTransactionRow = Selectable<WalletTransactionsTable>;
export type AuditEntryRow = Selectable<AuditEntriesTable>;
export type EventRow = Selectable<EventsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

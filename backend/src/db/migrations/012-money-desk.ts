import { type Kysely, sql } from 'kysely';

/**
 * The money desk a business runs on (issue 23): what its parts share.
 * - `money_settings`: one row, the platform's payee (UPI id, payee name, optional merchant QR
 *   picture; none until an organiser sets it, so production takes no payments before that) and
 *   the two-person control's figures: withdrawals above `approval_threshold_paise` need a
 *   second organiser, and a lone organiser's approvals wait `cooling_minutes`.
 * - `tournaments.prize_table`: the prizes announced before booking, in paise
 *   (`{"rankPaise": [..], "perKillPaise": n}`); null when the organiser set none.
 * - The ledger reason `manual_credit`: money an organiser records on a player's behalf.
 * - The audit actions, subjects and bell kinds of the desk's work.
 */
const statements = [
  `create table money_settings (
    only_row boolean primary key default true check (only_row),
    payee_upi_id text check (length(payee_upi_id) between 3 and 255),
    payee_name text check (length(payee_name) between 1 and 100),
    payee_qr_picture_id uuid references pictures (id),
    approval_threshold_paise bigint not null default 100000 check (approval_threshold_paise >= 0),
    cooling_minutes integer not null default 60 check (cooling_minutes between 0 and 10080),
    updated_by integer references users (id),
    updated_at timestamptz not null default now(),
    check ((payee_upi_id is null) = (payee_name is null))
  )`,
  `insert into money_settings default values`,
  `alter table tournaments add column prize_table jsonb`,
  `alter table ledger_entries drop constraint ledger_entries_reason_check`,
  `alter table ledger_entries add constraint ledger_entries_reason_check check (reason in (
    'deposit', 'withdrawal', 'withdrawal_reversal', 'entry_fee', 'refund', 'winnings',
    'manual_credit'))`,
  `alter table audit_entries drop constraint audit_entries_action_check`,
  `alter table audit_entries add constraint audit_entries_action_check check (action in (
    'TOURNAMENT_CREATED', 'TOURNAMENT_UPDATED', 'TOURNAMENT_STATUS_CHANGED',
    'TOURNAMENT_CANCELLED', 'ROOM_PUBLISHED', 'RESULTS_POSTED', 'RESULTS_CORRECTED',
    'TEAM_STATUS_CHANGED', 'DEPOSIT_APPROVED', 'DEPOSIT_REJECTED', 'WITHDRAWAL_PAID',
    'WITHDRAWAL_REJECTED', 'PRIZE_PAID', 'PLAYER_BANNED', 'PLAYER_UNBANNED', 'BLOG_CREATED',
    'BLOG_UPDATED', 'BLOG_DELETED', 'PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED',
    'MATCH_SCHEDULED', 'MATCH_ROOM_PUBLISHED', 'PENALTY_ADDED', 'PENALTY_REMOVED',
    'SCREENSHOT_ATTACHED', 'SCREENSHOT_REMOVED', 'TEAM_CHECKED_IN', 'SQUAD_INVITED',
    'SQUAD_JOINED', 'SQUAD_LEFT', 'DISPUTE_OPENED', 'DISPUTE_RESOLVED',
    'PRIZE_HOLD_OVERRIDDEN', 'TOURNAMENT_DUPLICATED', 'MESSAGE_SENT',
    'PAYEE_UPDATED', 'MONEY_CONTROLS_UPDATED', 'STATEMENT_IMPORTED', 'PRIZE_TABLE_SET',
    'MONEY_PROPOSED', 'MONEY_PROPOSAL_CONFIRMED', 'MONEY_PROPOSAL_APPROVED',
    'MONEY_PROPOSAL_REFUSED', 'MONEY_PROPOSAL_CANCELLED', 'MANUAL_CREDIT', 'BOOKS_EXPORTED',
    'DAY_CLOSED'))`,
  `alter table audit_entries drop constraint audit_entries_subject_type_check`,
  `alter table audit_entries add constraint audit_entries_subject_type_check check (
    subject_type in ('tournament', 'transaction', 'player', 'blog', 'product', 'dispute',
      'settings', 'statement', 'proposal', 'books'))`,
  `alter table notifications drop constraint notifications_kind_check`,
  `alter table notifications add constraint notifications_kind_check check (kind in (
    'deposit_approved', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected',
    'room_released', 'results_posted', 'tournament_cancelled', 'prize_paid',
    'match_room_released', 'match_room_changed', 'squad_invited', 'squad_joined',
    'dispute_resolved', 'organiser_message', 'team_absent', 'checkin_open', 'money_credited'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

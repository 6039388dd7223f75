import { type Kysely, sql } from 'kysely';

/**
 * The organiser console (decision 015).
 * - `audit_entries`: one row per organiser action, written in the transaction of the change;
 *   append-only, like the ledger. The lists below are this migration's own copy of the actions
 *   and subjects, so a later change to the code cannot rewrite what was migrated.
 * - `teams.status`: a team can be marked absent or disqualified, with a reason.
 * - `wallet_transactions.payout_reference`: the UPI reference of the payment that paid a
 *   withdrawal.
 */
const statements = [
  `create table audit_entries (
    id bigint generated always as identity primary key,
    actor_id integer not null references users (id),
    action text not null check (action in (
      'TOURNAMENT_CREATED', 'TOURNAMENT_UPDATED', 'TOURNAMENT_STATUS_CHANGED',
      'TOURNAMENT_CANCELLED', 'ROOM_PUBLISHED', 'RESULTS_POSTED', 'RESULTS_CORRECTED',
      'TEAM_STATUS_CHANGED', 'DEPOSIT_APPROVED', 'DEPOSIT_REJECTED', 'WITHDRAWAL_PAID',
      'WITHDRAWAL_REJECTED', 'PRIZE_PAID', 'PLAYER_BANNED', 'PLAYER_UNBANNED', 'BLOG_CREATED',
      'BLOG_UPDATED', 'BLOG_DELETED', 'PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED')),
    subject_type text not null
      check (subject_type in ('tournament', 'transaction', 'player', 'blog', 'product')),
    subject_id text not null,
    tournament_id integer references tournaments (tourn_id),
    user_id integer references users (id),
    summary text not null,
    reason text,
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`,
  `create index audit_entries_subject on audit_entries (subject_type, subject_id, id desc)`,
  `create index audit_entries_tournament on audit_entries (tournament_id, id desc)
  where tournament_id is not null`,
  `create index audit_entries_user on audit_entries (user_id, id desc) where user_id is not null`,
  `create index audit_entries_actor on audit_entries (actor_id, id desc)`,
  `create index audit_entries_action on audit_entries (action, id desc)`,
  `create function audit_entries_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'audit entries are append-only';
  end $$`,
  `create trigger audit_entries_append_only before update or delete on audit_entries
  for each row execute function audit_entries_refuse_change()`,
  `alter table teams add column status text not null default 'active'
    check (status in ('active', 'absent', 'disqualified'))`,
  `alter table teams add column status_reason text`,
  `alter table wallet_transactions add column payout_reference text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

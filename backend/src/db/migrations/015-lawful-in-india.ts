import { type Kysely, sql } from 'kysely';

/**
 * Lawful to run in India (issue 24, the Online Gaming Act 2025): what its parts share.
 * - `compliance_settings`: one row of the operator's rules, each with a safe default: the
 *   e-sport registration number (none until set), whether a paid tournament needs it and a
 *   funded prize pool before registration opens, the grievance officer and time limits, the
 *   next tier to escalate to, the tax withheld on winnings (section 194B: 30% above ₹10,000)
 *   and the minimum age for paid entry.
 * - The tournament's declaration (game title, what the fee pays for, who funds the prize),
 *   when its registration opened (every tournament made before this migration: at creation)
 *   and the e-sport registration number it opened under (kept, as the settings' may change).
 * - The house ledger: accounts of the platform beside the players' wallets (a tournament's fees,
 *   its prize escrow and what is due back to its funders; the tax withheld), moved only by
 *   append-only entries whose trigger keeps every balance at or above zero, as the wallets'.
 *   Each tournament's fee account opens with the fees it kept before this migration.
 * - `prize_fundings`: money an organiser or sponsor paid in for a prize pool, by its UTR, which
 *   is credited once across deposits and fundings.
 * - Winnings keep their gross and the tax withheld; a player's date of birth and sealed PAN.
 * - The audit actions, subjects and bell kinds of this work.
 */
const statements = [
  `create table compliance_settings (
    only_row boolean primary key default true check (only_row),
    esport_registration_number text check (length(esport_registration_number) between 3 and 100),
    require_registration_for_paid boolean not null default true,
    prize_funded_apart_from_fees boolean not null default true,
    grievance_officer_name text check (length(grievance_officer_name) between 1 and 100),
    grievance_officer_email text check (length(grievance_officer_email) between 3 and 254),
    grievance_officer_phone text check (length(grievance_officer_phone) between 6 and 20),
    grievance_ack_hours integer not null default 24 check (grievance_ack_hours between 1 and 720),
    grievance_resolve_days integer not null default 15
      check (grievance_resolve_days between 1 and 90),
    escalation_name text check (length(escalation_name) between 1 and 200),
    escalation_contact text check (length(escalation_contact) between 1 and 300),
    tds_rate_bps integer not null default 3000 check (tds_rate_bps between 0 and 9000),
    tds_threshold_paise bigint not null default 1000000 check (tds_threshold_paise >= 0),
    paid_entry_min_age integer not null default 18 check (paid_entry_min_age between 16 and 100),
    updated_by integer references users (id),
    updated_at timestamptz not null default now()
  )`,
  `insert into compliance_settings default values`,

  `alter table tournaments
    add column game_title text not null default 'free_fire'
      check (game_title in ('free_fire', 'free_fire_max', 'bgmi', 'codm', 'valorant')),
    add column fee_purpose text not null default 'entry_and_admin'
      check (fee_purpose in ('entry', 'entry_and_admin')),
    add column prize_source text not null default 'organiser'
      check (prize_source in ('organiser', 'sponsor')),
    add column prize_sponsor_name text check (length(prize_sponsor_name) between 1 and 100),
    add column registration_opened_at timestamptz,
    add column esport_registration_number text
      check (length(esport_registration_number) between 3 and 100)`,
  `update tournaments set registration_opened_at = created_at`,

  `alter table users add column date_of_birth date`,
  `create table player_tax_ids (
    user_id integer primary key references users (id),
    pan_sealed text not null,
    pan_last4 text not null check (length(pan_last4) = 4),
    name_on_pan text not null check (length(name_on_pan) between 1 and 100),
    updated_at timestamptz not null default now()
  )`,
  `alter table wallet_transactions
    add column gross_paise bigint check (gross_paise > 0),
    add column tax_withheld_paise bigint check (tax_withheld_paise >= 0),
    add constraint wallet_transactions_gross_is_net_plus_tax check (
      (gross_paise is null and tax_withheld_paise is null)
      or gross_paise = amount_paise + tax_withheld_paise)`,

  `create table prize_fundings (
    id integer generated always as identity primary key,
    tournament_id integer not null references tournaments (tourn_id),
    funder_kind text not null check (funder_kind in ('organiser', 'sponsor')),
    funder_name text not null check (length(funder_name) between 1 and 100),
    amount_paise bigint not null check (amount_paise > 0),
    utr text not null,
    recorded_by integer not null references users (id),
    created_at timestamptz not null default now(),
    returned_paise bigint check (returned_paise >= 0 and returned_paise <= amount_paise),
    returned_at timestamptz,
    return_reference text check (length(return_reference) between 1 and 100),
    return_paid_by integer references users (id),
    return_paid_at timestamptz
  )`,
  `create unique index prize_fundings_utr_key on prize_fundings (upper(utr))`,
  `create index prize_fundings_tournament on prize_fundings (tournament_id)`,
  // One credit per UTR, ever, across the two tables that credit by one. The advisory lock makes
  // two inserts of one UTR take turns, so the second sees the first's row.
  `create function utr_credited_once() returns trigger language plpgsql as $$
  begin
    if new.utr is null then return new; end if;
    perform pg_advisory_xact_lock(hashtext('utr:' || upper(new.utr)));
    if tg_table_name = 'prize_fundings'
      and exists (select 1 from wallet_transactions where upper(utr) = upper(new.utr)) then
      raise exception using errcode = 'unique_violation', constraint = 'prize_fundings_utr_key',
        message = 'this UTR was already credited';
    end if;
    if tg_table_name = 'wallet_transactions'
      and exists (select 1 from prize_fundings where upper(utr) = upper(new.utr)) then
      raise exception using errcode = 'unique_violation',
        constraint = 'wallet_transactions_utr_key', message = 'this UTR was already credited';
    end if;
    return new;
  end $$`,
  `create trigger prize_fundings_utr_once before insert on prize_fundings
  for each row execute function utr_credited_once()`,
  `create trigger wallet_transactions_utr_once before insert on wallet_transactions
  for each row execute function utr_credited_once()`,

  `create table house_accounts (
    id integer generated always as identity primary key,
    kind text not null check (kind in ('fees', 'escrow', 'returns', 'tax')),
    tournament_id integer references tournaments (tourn_id),
    balance_paise bigint not null default 0,
    constraint house_accounts_balance_not_negative check (balance_paise >= 0),
    check ((kind = 'tax') = (tournament_id is null))
  )`,
  `create unique index house_accounts_one_per_kind
    on house_accounts (kind, coalesce(tournament_id, 0))`,
  `insert into house_accounts (kind) values ('tax')`,
  `create table house_entries (
    id bigint generated always as identity primary key,
    account_id integer not null references house_accounts (id),
    amount_paise bigint not null check (amount_paise <> 0),
    reason text not null check (reason in ('opening_balance', 'entry_fee', 'refund',
      'escrow_funding', 'prize', 'tax_withheld', 'escrow_return', 'return_paid')),
    transaction_id integer references wallet_transactions (id),
    funding_id integer references prize_fundings (id),
    created_at timestamptz not null default now()
  )`,
  `create index house_entries_account on house_entries (account_id, id)`,
  `create index house_entries_transaction on house_entries (transaction_id)
    where transaction_id is not null`,
  `create function house_apply_entry() returns trigger language plpgsql as $$
  begin
    update house_accounts set balance_paise = balance_paise + new.amount_paise
      where id = new.account_id;
    return new;
  end $$`,
  `create trigger house_entries_apply after insert on house_entries
  for each row execute function house_apply_entry()`,
  `create function house_entries_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'house entries are append-only';
  end $$`,
  `create trigger house_entries_append_only before update or delete on house_entries
  for each row execute function house_entries_refuse_change()`,
  `create trigger house_entries_no_truncate before truncate on house_entries
  for each statement execute function house_entries_refuse_change()`,
  // Each tournament's fees kept so far open its fee account, so a later refund never takes it
  // below zero.
  `insert into house_accounts (kind, tournament_id)
    select 'fees', tourn_id from tournaments`,
  `insert into house_entries (account_id, amount_paise, reason)
    select a.id, kept.paise, 'opening_balance'
    from house_accounts a
    join (
      select tournament_id, sum(case when type = 'ENTRY_FEE' then amount_paise
                                     else -amount_paise end) as paise
      from wallet_transactions
      where type in ('ENTRY_FEE', 'REFUND') and status = 'APPROVED'
        and tournament_id is not null
      group by tournament_id
    ) kept on kept.tournament_id = a.tournament_id
    where a.kind = 'fees' and kept.paise > 0`,

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
    'DAY_CLOSED', 'COMPLIANCE_SETTINGS_UPDATED', 'REGISTRATION_OPENED', 'PRIZE_POOL_FUNDED',
    'PRIZE_POOL_RETURNED', 'PRIZE_RETURN_PAID', 'GRIEVANCE_ACKNOWLEDGED', 'GRIEVANCE_REPLIED',
    'GRIEVANCE_RESOLVED', 'GRIEVANCE_CLOSED', 'RECORDS_EXPORTED', 'TAX_REPORT_EXPORTED'))`,
  `alter table audit_entries drop constraint audit_entries_subject_type_check`,
  `alter table audit_entries add constraint audit_entries_subject_type_check check (
    subject_type in ('tournament', 'transaction', 'player', 'blog', 'product', 'dispute',
      'settings', 'statement', 'proposal', 'books', 'grievance'))`,
  `alter table notifications drop constraint notifications_kind_check`,
  `alter table notifications add constraint notifications_kind_check check (kind in (
    'deposit_approved', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected',
    'room_released', 'results_posted', 'tournament_cancelled', 'prize_paid',
    'match_room_released', 'match_room_changed', 'squad_invited', 'squad_joined',
    'dispute_resolved', 'organiser_message', 'team_absent', 'checkin_open', 'money_credited',
    'grievance_updated'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

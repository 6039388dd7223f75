import { type Kysely, sql } from 'kysely';

/**
 * The whole first schema. Money is integer paise; the wallet balance is kept by a trigger from
 * an append-only ledger, so no code path can move money without an entry.
 */
const statements = [
  `create table users (
    id integer generated always as identity primary key,
    username text not null,
    email text not null,
    mobile text not null,
    password_hash text not null,
    role text not null default 'player' check (role in ('player', 'admin')),
    bio text,
    profile_picture_id uuid,
    banned_at timestamptz,
    ban_reason text,
    created_at timestamptz not null default now()
  )`,
  `create unique index users_username_key on users (lower(username))`,
  `create unique index users_email_key on users (lower(email))`,
  `create unique index users_mobile_key on users (mobile)`,
  `create table pictures (
    id uuid primary key default gen_random_uuid(),
    user_id integer not null references users (id),
    content_type text not null,
    bytes bytea not null,
    created_at timestamptz not null default now()
  )`,
  `alter table users add constraint users_profile_picture_fk
  foreign key (profile_picture_id) references pictures (id)`,
  `create table otp_codes (
    id integer generated always as identity primary key,
    purpose text not null check (purpose in ('register', 'reset')),
    email text not null,
    code_hash text not null,
    attempts integer not null default 0,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index otp_codes_lookup on otp_codes (email, purpose, created_at desc)`,
  `create table signing_keys (
    kid text primary key,
    private_jwk jsonb not null,
    public_jwk jsonb not null,
    created_at timestamptz not null default now()
  )`,
  `create table tournaments (
    tourn_id integer generated always as identity primary key,
    kind text not null check (kind in ('normal', 'special')),
    tourn_name text not null,
    title text not null default '',
    banner_link text not null default '',
    tourn_pp_paise bigint not null default 0 check (tourn_pp_paise >= 0),
    entry_fee_paise bigint not null default 0 check (entry_fee_paise >= 0),
    total_slots integer not null check (total_slots > 0),
    slots_taken integer not null default 0,
    team_size integer not null default 4 check (team_size between 1 and 6),
    matches_count integer not null default 1 check (matches_count between 1 and 50),
    tourn_type text not null default 'Squad',
    game_mode text not null default 'Battle Royale',
    tourn_start timestamptz not null,
    reg_start timestamptz not null,
    reg_end timestamptz not null,
    status text not null check (status in ('live', 'upcoming', 'cancelled', 'completed')),
    org_by text not null default '',
    discord_link text,
    live_link text,
    room_id text,
    room_password text,
    room_published_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint tournaments_slots_check check (slots_taken between 0 and total_slots),
    constraint tournaments_registration_window check (reg_start <= reg_end)
  )`,
  `create index tournaments_kind_start on tournaments (kind, tourn_start desc)`,
  `create table teams (
    id integer generated always as identity primary key,
    tournament_id integer not null references tournaments (tourn_id),
    team_name text not null,
    team_code text unique,
    leader_id integer not null references users (id),
    whatsapp_number text not null,
    created_at timestamptz not null default now()
  )`,
  `create unique index teams_name_per_tournament on teams (tournament_id, lower(team_name))`,
  `create table team_players (
    team_id integer not null references teams (id),
    position integer not null check (position between 1 and 6),
    tournament_id integer not null references tournaments (tourn_id),
    user_id integer references users (id),
    in_game_name text not null,
    joined_at timestamptz not null default now(),
    primary key (team_id, position)
  )`,
  `-- One entry per player per tournament, whichever team they are in.
  create unique index team_players_one_entry on team_players (tournament_id, user_id)
    where user_id is not null`,
  `create index team_players_user on team_players (user_id)`,
  `create table match_results (
    tournament_id integer not null references tournaments (tourn_id),
    match_id integer not null check (match_id >= 1),
    team_id integer not null references teams (id),
    player1_kills integer not null default 0 check (player1_kills >= 0),
    player2_kills integer not null default 0 check (player2_kills >= 0),
    player3_kills integer not null default 0 check (player3_kills >= 0),
    player4_kills integer not null default 0 check (player4_kills >= 0),
    position_points integer not null default 0 check (position_points >= 0),
    match_participated integer not null default 1 check (match_participated in (0, 1)),
    booyah integer not null default 0 check (booyah in (0, 1)),
    primary key (tournament_id, match_id, team_id)
  )`,
  `create table wallets (
    user_id integer primary key references users (id),
    balance_paise bigint not null default 0,
    constraint wallets_balance_not_negative check (balance_paise >= 0)
  )`,
  `create table wallet_transactions (
    id integer generated always as identity primary key,
    user_id integer not null references users (id),
    type text not null check (type in ('ADD_MONEY', 'WITHDRAW', 'ENTRY_FEE', 'REFUND', 'WINNINGS')),
    amount_paise bigint not null check (amount_paise > 0),
    status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED')),
    utr text,
    bank_username text,
    beneficiary_name text,
    upi_id text,
    phonepe_number text,
    tournament_id integer references tournaments (tourn_id),
    note text,
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    decided_by integer references users (id),
    check (type <> 'ADD_MONEY' or utr is not null)
  )`,
  `-- A UTR is accepted once, ever, whoever sends it.
  create unique index wallet_transactions_utr_key on wallet_transactions (upper(utr))
    where utr is not null`,
  `-- One fee, one refund and one prize per player per tournament: a retry cannot pay twice.
  create unique index wallet_transactions_once_per_tournament
    on wallet_transactions (user_id, tournament_id, type)
    where type in ('ENTRY_FEE', 'REFUND', 'WINNINGS')`,
  `create index wallet_transactions_user on wallet_transactions (user_id, id)`,
  `create index wallet_transactions_pending on wallet_transactions (status, id)
  where status = 'PENDING'`,
  `create table ledger_entries (
    id bigint generated always as identity primary key,
    user_id integer not null references users (id),
    transaction_id integer not null references wallet_transactions (id),
    amount_paise bigint not null check (amount_paise <> 0),
    reason text not null check (reason in
      ('deposit', 'withdrawal', 'withdrawal_reversal', 'entry_fee', 'refund', 'winnings')),
    created_at timestamptz not null default now()
  )`,
  `create index ledger_entries_user on ledger_entries (user_id)`,
  `create function ledger_apply_entry() returns trigger language plpgsql as $$
  begin
    -- The CHECK is applied to a proposed insert row before any conflict is seen, so the wallet
    -- row is made first and the entry applied by an update.
    insert into wallets (user_id, balance_paise) values (new.user_id, 0) on conflict (user_id) do nothing;
    update wallets set balance_paise = balance_paise + new.amount_paise where user_id = new.user_id;
    return new;
  end $$`,
  `create trigger ledger_entries_apply after insert on ledger_entries
  for each row execute function ledger_apply_entry()`,
  `create function ledger_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'ledger entries are append-only';
  end $$`,
  `create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change()`,
  `create table blogs (
    id integer generated always as identity primary key,
    title text not null,
    image_link text not null default '',
    author text,
    created_date timestamptz not null default now(),
    sub_description text not null default '',
    description text not null default '',
    quote text not null default '',
    keyword text not null default ''
  )`,
  `create table products (
    id integer generated always as identity primary key,
    name text not null,
    image text not null default '',
    price_paise bigint not null check (price_paise >= 0)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

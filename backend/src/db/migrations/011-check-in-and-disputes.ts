import { type Kysely, sql } from 'kysely';

/**
 * Check-in and disputes (issue 22).
 * - `checkin_openings`: the tournaments whose check-in window has opened and whose squads were
 *   told so in the bell; the row is the proof it happened once, across backend copies.
 * - `disputes`: a squad's dispute of one match's results, open until the organiser resolves it
 *   as corrected (linked to the correction's audit entry), refunded (`dispute_refunds` links the
 *   refund's wallet transactions: one per player who paid the squad's fee) or rejected, each with
 *   the reason the squad reads. One open dispute per squad and match.
 * - `prize_hold_overrides`: an organiser's reasoned decision to pay prizes while disputes are
 *   open; it lifts the hold for the disputes opened before it.
 */
const statements = [
  `create table checkin_openings (
    tournament_id integer primary key references tournaments (tourn_id),
    announced_at timestamptz not null default now()
  )`,
  `create table disputes (
    id integer generated always as identity primary key,
    tournament_id integer not null,
    match_no integer not null,
    team_id integer not null references teams (id),
    opened_by integer not null references users (id),
    reason text not null check (length(reason) between 1 and 500),
    screenshot_id uuid references pictures (id),
    status text not null default 'open'
      check (status in ('open', 'corrected', 'refunded', 'rejected')),
    resolution_reason text check (length(resolution_reason) between 1 and 500),
    resolved_by integer references users (id),
    resolved_at timestamptz,
    -- No foreign key: a reference would let TRUNCATE of the append-only audit fail on the
    -- reference before its own trigger refuses it (and audit rows are never removed anyway).
    correction_audit_id bigint,
    opened_at timestamptz not null default now(),
    foreign key (tournament_id, match_no) references matches (tournament_id, match_no),
    check ((status = 'open') = (resolved_at is null)),
    check (status <> 'corrected' or correction_audit_id is not null)
  )`,
  `create table dispute_refunds (
    transaction_id integer primary key references wallet_transactions (id),
    dispute_id integer not null references disputes (id)
  )`,
  `create unique index disputes_one_open_per_squad_match on disputes (team_id, match_no)
    where status = 'open'`,
  `create index disputes_open on disputes (tournament_id) where status = 'open'`,
  `create table prize_hold_overrides (
    id integer generated always as identity primary key,
    tournament_id integer not null references tournaments (tourn_id),
    reason text not null check (length(reason) between 1 and 500),
    overridden_by integer not null references users (id),
    overridden_at timestamptz not null default now()
  )`,
  `create index prize_hold_overrides_tournament on prize_hold_overrides (tournament_id, overridden_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

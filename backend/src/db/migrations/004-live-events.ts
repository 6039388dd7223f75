import { type Kysely, sql } from 'kysely';

/**
 * Match time, live (decision 016).
 * - `events`: a transactional outbox. Each change a player would want to know about writes its
 *   event in the transaction of the change, stamped with that transaction's id (`xid`). Ids of
 *   a sequence can commit out of order; the stream reads in (xid, id) order and only events of
 *   transactions older than every one still running, so a reader resuming after an event can
 *   never skip one that commits later. A statement-level trigger NOTIFYs `live_events`, which
 *   PostgreSQL delivers on commit only: a rolled-back change wakes nobody.
 * - `events_pruned`: the newest (xid, id) pruned (one row), so a cursor older than what is kept
 *   is told to start again rather than silently missing events.
 * - `notifications`: the player's bell; `kind` is this migration's own copy of the kinds.
 * - `tournaments.room_release_at` / `room_released_at`: a room is published with the time
 *   players get it; a room published before this migration was released when published.
 */
const statements = [
  `create table events (
    id bigint generated always as identity primary key,
    xid xid8 not null default pg_current_xact_id(),
    kind text not null,
    tournament_id integer,
    user_id integer,
    subject_id text,
    created_at timestamptz not null default now()
  )`,
  `create index events_stream on events (xid, id)`,
  `create index events_created on events (created_at)`,
  `create table events_pruned (
    only_row boolean primary key default true check (only_row),
    xid xid8 not null,
    event_id bigint not null
  )`,
  `insert into events_pruned (xid, event_id) values ('0', 0)`,
  `create function events_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('live_events', '');
    return null;
  end $$`,
  `create trigger events_notify after insert on events
  for each statement execute function events_notify()`,
  `create table notifications (
    id bigint generated always as identity primary key,
    user_id integer not null references users (id),
    kind text not null check (kind in (
      'deposit_approved', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected',
      'room_released', 'results_posted', 'tournament_cancelled', 'prize_paid')),
    message text not null,
    reason text,
    tournament_id integer references tournaments (tourn_id),
    transaction_id integer references wallet_transactions (id),
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`,
  `create index notifications_user on notifications (user_id, id desc)`,
  `create index notifications_unread on notifications (user_id) where read_at is null`,
  `alter table tournaments add column room_release_at timestamptz`,
  `alter table tournaments add column room_released_at timestamptz`,
  `update tournaments set room_release_at = room_published_at, room_released_at = room_published_at
  where room_published_at is not null`,
  `create index tournaments_room_due on tournaments (room_release_at)
  where room_released_at is null and room_published_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

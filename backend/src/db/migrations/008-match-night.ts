import { type Kysely, sql } from 'kysely';

/**
 * Match night (issue 22): what the several parts of an evening share.
 * - `matches`: one row per match of a tournament, with its map, its start and its own room
 *   (published, released at its own time). Every tournament gets its rows here; match 1 takes
 *   the tournament's room, and the dispute window of a match runs from `results_posted_at`.
 * - `tournaments.points_system`: the placement table and points per kill (Free Fire standard).
 * - the check-in window (minutes before the first match) and a squad's check-in.
 * - a player's Free Fire UID (one account per UID) and in-game name.
 * - the audit actions, subjects and bell kinds of the evening. The lists are this migration's
 *   own copies, as in 003 and 004.
 */
const ROTATION = `array['Bermuda', 'Purgatory', 'Kalahari', 'Nextera', 'Alpine']`;
const BACKFILL_GAP = `interval '30 minutes'`;

const statements = [
  `create table matches (
    tournament_id integer not null references tournaments (tourn_id),
    match_no integer not null check (match_no between 1 and 50),
    map text not null,
    starts_at timestamptz not null,
    room_id text,
    room_password text,
    room_published_at timestamptz,
    room_release_at timestamptz,
    room_released_at timestamptz,
    results_posted_at timestamptz,
    primary key (tournament_id, match_no)
  )`,
  `create index matches_room_due on matches (room_release_at)
  where room_released_at is null and room_published_at is not null`,
  `insert into matches (tournament_id, match_no, map, starts_at, room_id, room_password,
    room_published_at, room_release_at, room_released_at, results_posted_at)
  select t.tourn_id, n.no, (${ROTATION})[((n.no - 1) % 5) + 1],
    t.tourn_start + (n.no - 1) * ${BACKFILL_GAP},
    case when n.no = 1 then t.room_id end,
    case when n.no = 1 then t.room_password end,
    case when n.no = 1 then t.room_published_at end,
    case when n.no = 1 then t.room_release_at end,
    case when n.no = 1 then t.room_released_at end,
    case when exists (select 1 from match_results r
                      where r.tournament_id = t.tourn_id and r.match_id = n.no)
      then coalesce(
        (select min(a.created_at) from audit_entries a
         where a.tournament_id = t.tourn_id
           and a.action in ('RESULTS_POSTED', 'RESULTS_CORRECTED')
           and a.after ->> 'matchId' = n.no::text),
        t.tourn_start + n.no * ${BACKFILL_GAP})
    end
  from tournaments t cross join lateral generate_series(1, t.matches_count) as n(no)`,
  `alter table tournaments add column points_system jsonb not null
    default '{"preset":"standard","placementPoints":[12,9,8,7,6,5,4,3,2,1,0,0],"pointsPerKill":1}'`,
  `alter table tournaments add column checkin_opens_minutes integer
    check (checkin_opens_minutes between 1 and 1440)`,
  `alter table tournaments add column checkin_closes_minutes integer
    check (checkin_closes_minutes between 0 and 1440)`,
  `alter table tournaments add constraint tournaments_checkin_window check (
    (checkin_opens_minutes is null) = (checkin_closes_minutes is null)
    and (checkin_opens_minutes is null or checkin_opens_minutes > checkin_closes_minutes))`,
  `alter table teams add column checked_in_at timestamptz`,
  `alter table users add column ff_uid text`,
  `alter table users add column ff_ign text`,
  `create unique index users_ff_uid on users (ff_uid) where ff_uid is not null`,
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
    'PRIZE_HOLD_OVERRIDDEN', 'TOURNAMENT_DUPLICATED', 'MESSAGE_SENT'))`,
  `alter table audit_entries drop constraint audit_entries_subject_type_check`,
  `alter table audit_entries add constraint audit_entries_subject_type_check check (
    subject_type in ('tournament', 'transaction', 'player', 'blog', 'product', 'dispute'))`,
  `alter table notifications drop constraint notifications_kind_check`,
  `alter table notifications add constraint notifications_kind_check check (kind in (
    'deposit_approved', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected',
    'room_released', 'results_posted', 'tournament_cancelled', 'prize_paid',
    'match_room_released', 'match_room_changed', 'squad_invited', 'squad_joined',
    'dispute_resolved', 'organiser_message', 'team_absent', 'checkin_open'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

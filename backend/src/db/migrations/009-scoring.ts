import { type Kysely, sql } from 'kysely';

/**
 * Scoring by finishing order (issue 22).
 * - `match_results.place`: the finishing place a row was computed from (null for sheets typed
 *   by hand before it), so the console can show the order back.
 * - `match_penalties`: points a squad loses in one match, with the reason players read.
 * - `match_screenshots`: the end-of-match result pictures, kept with the other pictures.
 * - `result_corrections`: what a correction changed for a squad, in words, with its reason,
 *   for the players' POINTS tab.
 * Rows name their match by number, checked against the tournament's match count as the
 * result rows are; they do not wait for the match's own row (`matches`) to exist.
 */
const statements = [
  `alter table match_results add column place integer check (place between 1 and 1000)`,
  `create table match_penalties (
    id integer generated always as identity primary key,
    tournament_id integer not null,
    match_no integer not null,
    team_id integer not null references teams (id),
    points integer not null check (points between 1 and 1000),
    reason text not null check (length(reason) between 1 and 500),
    created_by integer not null references users (id),
    created_at timestamptz not null default now(),
    foreign key (tournament_id) references tournaments (tourn_id)
  )`,
  `create index match_penalties_tournament on match_penalties (tournament_id, match_no)`,
  `create table match_screenshots (
    id integer generated always as identity primary key,
    tournament_id integer not null,
    match_no integer not null,
    picture_id uuid not null references pictures (id),
    created_by integer not null references users (id),
    created_at timestamptz not null default now(),
    foreign key (tournament_id) references tournaments (tourn_id)
  )`,
  `create index match_screenshots_tournament on match_screenshots (tournament_id, match_no)`,
  `create table result_corrections (
    id integer generated always as identity primary key,
    tournament_id integer not null,
    match_no integer not null,
    team_id integer not null references teams (id),
    changes text not null check (length(changes) between 1 and 2000),
    reason text not null check (length(reason) between 1 and 500),
    created_by integer not null references users (id),
    created_at timestamptz not null default now(),
    foreign key (tournament_id) references tournaments (tourn_id)
  )`,
  `create index result_corrections_tournament on result_corrections (tournament_id, match_no)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

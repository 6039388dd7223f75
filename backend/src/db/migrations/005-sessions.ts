import { type Kysely, sql } from 'kysely';

/**
 * Sessions that end one by one (decision 025).
 * - `sessions`: one row per token issued (login, sign-up). The token names its row (`sid`);
 *   logout ends that row only, so the player's other devices stay signed in. "Log out of all
 *   devices", a password reset, a ban and a role change end every row of the user (and raise
 *   `users.token_version`, which stays the "end everything" switch).
 * - Rows are deleted a few at a time once expired (see sessions-repository.ts), so the table
 *   holds about one row per token still able to work.
 * - Tokens issued before this migration name no session and are refused: players log in again
 *   once. A deleted account takes its sessions with it.
 */
const statements = [
  `create table sessions (
    id uuid primary key,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz
  )`,
  `create index sessions_user_open on sessions (user_id) where ended_at is null`,
  `create index sessions_expires on sessions (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

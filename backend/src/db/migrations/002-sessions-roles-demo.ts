import { type Kysely, sql } from 'kysely';

/**
 * Sessions that can be ended, organiser changes on record, demo accounts marked.
 * - `token_version`: every token carries the version it was issued under; a password reset, a
 *   ban or a logout raises it, so every earlier token stops working at once.
 * - `is_demo`: seeded demo accounts, whose money nobody paid and which may not withdraw.
 * - `role_changes`: append-only record of every promotion and demotion and where it came from.
 */
const statements = [
  `alter table users add column token_version integer not null default 0`,
  `alter table users add column is_demo boolean not null default false`,
  `create table role_changes (
    id integer generated always as identity primary key,
    user_id integer not null references users (id),
    old_role text,
    new_role text not null,
    source text not null check (source in ('startup', 'cli')),
    created_at timestamptz not null default now()
  )`,
  `create function role_changes_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'role changes are append-only';
  end $$`,
  `create trigger role_changes_append_only before update or delete on role_changes
  for each row execute function role_changes_refuse_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys of the requests that move money or take a slot (decision 023).
 * - One row per player and key, written in the transaction of the change it answers for (or,
 *   for a refusal that changed nothing, right after it): the request's fingerprint and the
 *   answer it got, replayed to a repeat of the same request.
 * - A key lasts 24 hours from its row's creation; a timer in each backend deletes older rows.
 */
const statements = [
  `create table idempotency_keys (
    user_id integer not null references users (id) on delete cascade,
    key text not null,
    fingerprint text not null,
    response_status integer not null,
    response_body text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, key)
  )`,
  `create index idempotency_keys_created on idempotency_keys (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

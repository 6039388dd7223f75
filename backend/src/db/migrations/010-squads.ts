import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * Whole squads (issue 22, decision 037): a booker's invitations to teammates with accounts, and
 * a squad code for every normal team, as special teams already have (teammates join by it).
 */
const statements = [
  `create table squad_invitations (
    id serial primary key,
    tournament_id integer not null references tournaments (tourn_id),
    team_id integer not null references teams (id),
    invited_by integer not null references users (id),
    invitee_id integer not null references users (id),
    invited_as text not null check (invited_as in ('mobile', 'username')),
    status text not null default 'pending'
      check (status in ('pending', 'accepted', 'declined', 'cancelled')),
    created_at timestamptz not null default now(),
    decided_at timestamptz
  )`,
  // One open invitation per teammate per squad; a declined or cancelled one may be sent again.
  `create unique index squad_invitations_one_pending on squad_invitations (team_id, invitee_id)
    where status = 'pending'`,
  `create index squad_invitations_invitee on squad_invitations (invitee_id, status)`,
  `create index squad_invitations_team on squad_invitations (team_id)`,
];

// The same alphabet as the feature's codes (no 0/O or 1/I), written here so the migration
// stays what it was when it ran, whatever the feature's code becomes.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Normal teams booked before this migration get a code of their own; a collision draws again. */
async function giveCodes(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number }>`select id from teams where team_code is null`.execute(
    db,
  );
  for (const { id } of rows) {
    for (;;) {
      const candidate = code();
      const updated = await sql`update teams set team_code = ${candidate} where id = ${id}
        and not exists (select 1 from teams other where other.team_code = ${candidate})`.execute(
        db,
      );
      if (Number(updated.numAffectedRows ?? 0) > 0) break;
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await giveCodes(db);
}

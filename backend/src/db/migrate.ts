import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './db';
import * as initial from './migrations/001-initial';
import * as sessionsRolesDemo from './migrations/002-sessions-roles-demo';
import * as organiserAudit from './migrations/003-organiser-audit';
import * as liveEvents from './migrations/004-live-events';
import * as sessions from './migrations/005-sessions';
import * as idempotencyKeys from './migrations/006-idempotency-keys';
import * as appendOnlyTruncate from './migrations/007-append-only-truncate';
import * as matchNight from './migrations/008-match-night';
import * as scoring from './migrations/009-scoring';
import * as checkInAndDisputes from './migrations/011-check-in-and-disputes';
import * as squads from './migrations/010-squads';
import * as moneyDesk from './migrations/012-money-desk';
import * as moneyProposals from './migrations/013-money-proposals';
import * as statements from './migrations/014-statements';
import * as lawfulInIndia from './migrations/015-lawful-in-india';
import * as grievances from './migrations/016-grievances';
import { withSession } from './session';

/** Migrations are listed here in order; a new one gets the next number and a line. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-sessions-roles-demo': sessionsRolesDemo,
  '003-organiser-audit': organiserAudit,
  '004-live-events': liveEvents,
  '005-sessions': sessions,
  '006-idempotency-keys': idempotencyKeys,
  '007-append-only-truncate': appendOnlyTruncate,
  '008-match-night': matchNight,
  '009-scoring': scoring,
  '011-check-in-and-disputes': checkInAndDisputes,
  '010-squads': squads,
  '012-money-desk': moneyDesk,
  '013-money-proposals': moneyProposals,
  '014-statements': statements,
  '015-lawful-in-india': lawfulInIndia,
  '016-grievances': grievances,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** On a session of its own: the migrator's lock is a session lock (see session.ts). */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await withSession(db, (session) =>
    new Migrator({ db: session, provider }).migrateToLatest(),
  );
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

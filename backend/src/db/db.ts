import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * The two handles SQL runs on. Kept apart from database.ts, which opens the database and
 * imports the listeners and pool counters that need these types.
 */
export type Db = Kysely<Database>;

/**
 * A transaction in progress. Repositories take it so that what they write commits or rolls
 * back with the change that called them.
 */
export type Trx = Transaction<Database>;

import type { Db } from '../../db/db';
import type { UserRole } from '../../db/schema';
import { PG_UNIQUE_VIOLATION, conflict, pgConstraint, pgErrorCode } from '../../errors';
import { createUsersRepository } from './users-repository';
import { candidatePrefix, firstFreeUsername, usernameBase } from './usernames';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const MOBILE_TAKEN = 'An account with this mobile number already exists';

/** Two sign-ups racing for the same username: the loser picks the next free one. */
const USERNAME_TRIES = 5;

export interface NewAccount {
  email: string;
  mobile: string;
  passwordHash: string;
  role: UserRole;
}

type CreatedUser = Awaited<ReturnType<ReturnType<typeof createUsersRepository>['insertUser']>>;

/** Work done in the account's own transaction: `before` the user row, `after` it. */
export interface AccountSteps<T> {
  before?: (trx: Db) => Promise<void>;
  after?: (trx: Db, user: CreatedUser) => Promise<T>;
}

/**
 * Creates a user named after their e-mail (made unique), in one transaction together with
 * `steps` (e.g. using up the sign-up code before, opening the first session after). Nothing
 * else is created: a wallet appears with its first ledger entry. Answers the user and what
 * `after` answered.
 */
export async function createAccount<T = undefined>(
  db: Db,
  account: NewAccount,
  steps: AccountSteps<T> = {},
): Promise<{ user: CreatedUser; after: T }> {
  const base = usernameBase(account.email);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await steps.before?.(trx);
        const users = createUsersRepository(trx);
        const taken = await users.usernamesStartingWith(candidatePrefix(base));
        const user = await users.insertUser({
          username: firstFreeUsername(base, taken),
          email: account.email.toLowerCase(),
          mobile: account.mobile,
          password_hash: account.passwordHash,
          role: account.role,
        });
        // T is inferred from `after`; without one it is undefined, as is the answer.
        return { user, after: (await steps.after?.(trx, user)) as T };
      });
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      const constraint = pgConstraint(error);
      if (constraint === 'users_email_key') throw conflict(EMAIL_TAKEN, 'email');
      if (constraint === 'users_mobile_key') throw conflict(MOBILE_TAKEN, 'mobile');
      if (constraint !== 'users_username_key' || attempt >= USERNAME_TRIES) throw error;
    }
  }
}

import type { Db } from '../../db/database';
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

/**
 * Creates a user named after their e-mail (made unique), in one transaction together with
 * `alongside` (e.g. using up the sign-up code). Nothing else is created: a wallet appears with
 * its first ledger entry.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  alongside?: (trx: Db) => Promise<void>,
) {
  const base = usernameBase(account.email);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await alongside?.(trx);
        const users = createUsersRepository(trx);
        const taken = await users.usernamesStartingWith(candidatePrefix(base));
        return users.insertUser({
          username: firstFreeUsername(base, taken),
          email: account.email.toLowerCase(),
          mobile: account.mobile,
          password_hash: account.passwordHash,
          role: account.role,
        });
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

import type { Db } from '../../db/db';
import { invalid } from '../../errors';
import { verifySecret } from './passwords';
import { createUsersRepository } from './users-repository';

export const WRONG_PASSWORD = 'That is not your password';

/**
 * Asks a signed-in organiser for their password again before money moves or the payee
 * changes, so that a stolen token alone cannot do either. Routes that call it run the
 * `passwordConfirmation` rate limit first. 400 on `password` when it does not match.
 */
export function createPasswordConfirmation(db: Db) {
  const users = createUsersRepository(db);
  return async function confirmPassword(userId: number, password: string): Promise<void> {
    const hash = await users.passwordHashOf(userId);
    if (!hash || !(await verifySecret(password, hash))) throw invalid(WRONG_PASSWORD, 'password');
  };
}

export type ConfirmPassword = ReturnType<typeof createPasswordConfirmation>;

import type { Db, Trx } from '../../db/db';

/** Every organiser who can still sign in (not banned): each hears of money and rule changes. */
export const organisersToTell = (executor: Db | Trx) =>
  executor
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('role', '=', 'admin')
    .where('banned_at', 'is', null)
    .orderBy('id')
    .execute();

/** An account's username; null for no account (or none given). */
export async function usernameOf(
  executor: Db | Trx,
  userId: number | null,
): Promise<string | null> {
  if (userId === null) return null;
  const row = await executor
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.username ?? null;
}

/** How a mail names the organiser who acted: their username, else their account number. */
export const organiserNameOf = async (executor: Db | Trx, organiserId: number): Promise<string> =>
  (await usernameOf(executor, organiserId)) ?? `organiser #${organiserId}`;

import type { Db } from '../../db/db';
import type { RoleChangeSource, UserRole } from '../../db/schema';
import { recordEvent } from '../../change/record-event';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

export class RoleChangeRefused extends Error {}

/**
 * Makes an account, chosen by its id, an organiser or a player again, and records the change
 * in the same transaction. The only way a player becomes an organiser: an explicit step by
 * someone with access to the server, never anything a player can type or register.
 */
export async function changeRole(
  db: Db,
  userId: number,
  role: UserRole,
  source: RoleChangeSource,
): Promise<{ username: string; oldRole: UserRole }> {
  return db.transaction().execute(async (trx) => {
    const users = createUsersRepository(trx);
    const user = await users.findForRoleChange(userId);
    if (!user) throw new RoleChangeRefused(`No account has id ${userId}.`);
    if (user.role === role) throw new RoleChangeRefused(`${user.username} already is ${role}.`);
    if (role === 'admin' && user.banned_at) {
      throw new RoleChangeRefused(`${user.username} is banned and cannot be an organiser.`);
    }
    await users.setRole(userId, role);
    await createSessionsRepository(trx).endAll(userId);
    await users.recordRoleChange({ user_id: userId, old_role: user.role, new_role: role, source });
    // The change ended the account's tokens: the gateway closes its sockets too.
    await recordEvent(trx, { kind: 'sessions.ended', userId });
    return { username: user.username, oldRole: user.role };
  });
}

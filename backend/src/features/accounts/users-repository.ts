import type { Insertable } from 'kysely';
import type { Db } from '../../db/db';
import { containing, escapeLike } from '../../db/like';
import type { RoleChangesTable, UserRole, UsersTable } from '../../db/schema';

/** The organiser's user list shows at most this many rows. */
export const USER_LIST_LIMIT = 50;

const LISTED_COLUMNS = [
  'id',
  'username',
  'email',
  'mobile',
  'role',
  'banned_at',
  'ban_reason',
  'created_at',
] as const;

/** Reads and writes of the users table. Pass a transaction as `db` to write inside it. */
export function createUsersRepository(db: Db) {
  return {
    /**
     * The user a token names, only while the token's session is open and its version current:
     * one read per guarded call, so a ban, a role change or an ended session counts at once.
     */
    findAuthUser: (id: number, sessionId: string, version: number) =>
      db
        .selectFrom('users')
        .innerJoin('sessions', 'sessions.user_id', 'users.id')
        .select(['users.id', 'users.username', 'users.role', 'users.banned_at'])
        .where('users.id', '=', id)
        .where('users.token_version', '=', version)
        .where('sessions.id', '=', sessionId)
        .where('sessions.ended_at', 'is', null)
        .executeTakeFirst(),

    findByMobile: (mobile: string) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'password_hash', 'banned_at', 'token_version'])
        .where('mobile', '=', mobile)
        .executeTakeFirst(),

    /** The stored hash of an account's password, for a confirmation; undefined when none. */
    passwordHashOf: async (id: number): Promise<string | undefined> =>
      (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())
        ?.password_hash,

    /** E-mails are unique regardless of case (the index is on lower(email)). */
    findByEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'role'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst(),

    /** Lower-cased usernames starting with `prefix`, whatever their case. */
    async usernamesStartingWith(prefix: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('users')
        .select((eb) => eb.fn<string>('lower', ['username']).as('name'))
        .where((eb) =>
          eb(eb.fn('lower', ['username']), 'like', `${escapeLike(prefix.toLowerCase())}%`),
        )
        .execute();
      return new Set(rows.map((row) => row.name));
    },

    insertUser: (user: Insertable<UsersTable>) =>
      db
        .insertInto('users')
        .values(user)
        .returning(['id', 'username', 'role', 'token_version'])
        .executeTakeFirstOrThrow(),

    /** A new password ends every earlier token (the caller ends the session rows too). */
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Every token issued so far stops working (log out of all devices). */
    async raiseTokenVersion(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async setRole(id: number, role: UserRole): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ role, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    findForRoleChange: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'mobile', 'role', 'banned_at'])
        .where('id', '=', id)
        .executeTakeFirst(),

    async recordRoleChange(change: Insertable<RoleChangesTable>): Promise<void> {
      await db.insertInto('role_changes').values(change).execute();
    },

    listOrganisers: () =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'mobile', 'created_at'])
        .where('role', '=', 'admin')
        .orderBy('id')
        .execute(),

    async hasDemoAccounts(): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('is_demo', '=', true)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first; `search` matches part of the username, e-mail or mobile, any case. */
    listUsers: (search: string | undefined) =>
      db
        .selectFrom('users')
        .select(LISTED_COLUMNS)
        .$if(Boolean(search), (qb) => {
          const pattern = containing(search ?? '');
          return qb.where((eb) =>
            eb.or([
              eb('username', 'ilike', pattern),
              eb('email', 'ilike', pattern),
              eb('mobile', 'like', pattern),
            ]),
          );
        })
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(USER_LIST_LIMIT)
        .execute(),

    /** One account as the organiser's player page shows it. */
    findForOrganiser: (id: number) =>
      db
        .selectFrom('users')
        .select([...LISTED_COLUMNS, 'bio'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The row, locked until the transaction ends, so two bans of one player take turns. */
    lockForBan: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'banned_at', 'ban_reason'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /** Every session of the banned player ends. */
    async ban(id: number, reason: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          token_version: eb('token_version', '+', 1),
          banned_at: new Date(),
          ban_reason: reason,
        }))
        .where('id', '=', id)
        .execute();
    },

    async unban(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ banned_at: null, ban_reason: null })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { Db } from '../../db/database';

/** Reads and writes of the users table. */
export function createUsersRepository(db: Db) {
  return {
    findAuthUser: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'role', 'banned_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';

type ListedUser = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'email' | 'mobile' | 'role' | 'banned_at' | 'created_at'
>;

/** A user as the organiser's user list shows them. */
export const toAdminUserJson = (row: ListedUser) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  role: row.role,
  banned: row.banned_at !== null,
  createdAt: row.created_at.toISOString(),
});

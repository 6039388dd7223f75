import type { Selectable } from 'kysely';
import { paiseToRupees } from '#common/money';
import type { UsersTable } from '../../db/schema';

type ListedUser = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'email' | 'mobile' | 'role' | 'banned_at' | 'ban_reason' | 'created_at'
>;

/** A user as the organiser's user list shows them. */
export const toAdminUserJson = (row: ListedUser) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  role: row.role,
  banned: row.banned_at !== null,
  banReason: row.ban_reason,
  bannedAt: row.banned_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** One account as the organiser's player page shows it: the list's fields, bio and balance. */
export const toAdminUserDetailJson = (
  row: ListedUser & Pick<Selectable<UsersTable>, 'bio'>,
  balancePaise: number,
) => ({
  ...toAdminUserJson(row),
  bio: row.bio,
  balance: paiseToRupees(balancePaise),
});

import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './columns';

/** The accounts: players and organisers, their sessions, pictures and one-time codes. */

export type UserRole = 'player' | 'admin';
export type OtpPurpose = 'register' | 'reset';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  mobile: string;
  password_hash: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  bio: string | null;
  profile_picture_id: string | null;
  banned_at: Date | null;
  ban_reason: string | null;
  /** Raised to end every earlier token: reset, ban, role change, log out of all devices. */
  token_version: Generated<number>;
  /** A seeded demo account: its money was never paid and cannot be withdrawn. */
  is_demo: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** The player's Free Fire UID (one account per UID) and in-game name, from the profile. */
  ff_uid: ColumnType<string | null, string | null | undefined, string | null>;
  ff_ign: ColumnType<string | null, string | null | undefined, string | null>;
  /** Asked once, for paid entry (migration 015); `YYYY-MM-DD` as written and read. */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One per token issued; the token names it (`sid`). Decision 025. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  ended_at: Date | null;
}

export type RoleChangeSource = 'startup' | 'cli';

export interface RoleChangesTable {
  id: Generated<number>;
  user_id: number;
  old_role: UserRole | null;
  new_role: UserRole;
  source: RoleChangeSource;
  created_at: GeneratedTimestamp;
}

export interface PicturesTable {
  id: Generated<string>;
  user_id: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  purpose: OtpPurpose;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: GeneratedTimestamp;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: GeneratedTimestamp;
}

export type UserRow = Selectable<UsersTable>;

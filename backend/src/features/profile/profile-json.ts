import { pictureUrl } from './picture-rules';

export interface ProfileRow {
  id: number;
  username: string;
  email: string;
  mobile: string;
  bio: string | null;
  profile_picture_id: string | null;
  ff_uid: string | null;
  ff_ign: string | null;
  date_of_birth: string | null;
  has_pan: boolean | 0 | 1;
  tournaments_played: number | string | bigint | null;
  wins: number | string | bigint | null;
  kills: number | string | bigint | null;
}

/** Counts and sums come back as bigint or numeric, or null when nothing was counted. */
const count = (value: number | string | bigint | null) => Number(value ?? 0);

/** The profile as SPEC §3 names its fields; `score` is the player's kills. */
export const toProfileJson = (row: ProfileRow) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  bio: row.bio,
  ffUid: row.ff_uid,
  ffIgn: row.ff_ign,
  profilePicture: row.profile_picture_id ? pictureUrl(row.profile_picture_id) : null,
  tournamentsPlayed: count(row.tournaments_played),
  wins: count(row.wins),
  score: count(row.kills),
  // The player's own tax details (issue 24): the birthday once given, whether a PAN is on file.
  dateOfBirth: row.date_of_birth,
  hasPan: Boolean(row.has_pan),
});

export type ProfileJson = ReturnType<typeof toProfileJson>;

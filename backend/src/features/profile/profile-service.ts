import {
  PG_UNIQUE_VIOLATION,
  conflict,
  notFound,
  pgConstraint,
  pgErrorCode,
  unauthenticated,
} from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PictureRejectedError,
  isPictureId,
  pictureTypeOf,
  pictureUrl,
} from './picture-rules';
import { toProfileJson } from './profile-json';
import { PROFILE_CONSTRAINTS, createProfileRepository } from './profile-repository';
import type { ProfileUpdateInput } from './profile-schemas';

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  usernameTaken: 'Username is already taken',
  mobileTaken: 'Mobile number is already registered to another account',
  ffUidTaken: 'This Free Fire UID is already on another account',
} as const;

/** The unique indexes have the last word when two accounts claim the same value at once. */
function takenConflict(error: unknown) {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return undefined;
  switch (pgConstraint(error)) {
    case PROFILE_CONSTRAINTS.username:
      return conflict(PROFILE_MESSAGES.usernameTaken, 'username');
    case PROFILE_CONSTRAINTS.mobile:
      return conflict(PROFILE_MESSAGES.mobileTaken, 'mobile');
    case PROFILE_CONSTRAINTS.ffUid:
      return conflict(PROFILE_MESSAGES.ffUidTaken, 'ffUid');
    default:
      return undefined;
  }
}

/** A picture's type by its content; too large or not PNG, JPEG or WebP is refused. */
async function checkedPictureType(bytes: Uint8Array) {
  if (bytes.byteLength > PICTURE_MAX_BYTES) throw new PictureRejectedError('too_large');
  const contentType = await pictureTypeOf(bytes);
  if (!contentType) throw new PictureRejectedError('wrong_type');
  return contentType;
}

/** A player's own profile: statistics, the Edit Profile form, the picture; organisers' banners. */
export function createProfileService({ db }: ServiceDeps) {
  const profiles = createProfileRepository(db);

  return {
    async me(userId: number) {
      const row = await profiles.findProfile(userId);
      // The guard has just read this user; only a deletion in between gets here.
      if (!row) throw unauthenticated('Your session has expired. Please log in again.');
      return toProfileJson(row);
    },

    async update(userId: number, input: ProfileUpdateInput) {
      if (await profiles.usernameTakenByOther(userId, input.username)) {
        throw conflict(PROFILE_MESSAGES.usernameTaken, 'username');
      }
      if (await profiles.mobileTakenByOther(userId, input.mobile)) {
        throw conflict(PROFILE_MESSAGES.mobileTaken, 'mobile');
      }
      if (input.ffUid && (await profiles.ffUidTakenByOther(userId, input.ffUid))) {
        throw conflict(PROFILE_MESSAGES.ffUidTaken, 'ffUid');
      }
      try {
        const changes = {
          username: input.username,
          mobile: input.mobile,
          // An emptied bio box means "no bio"; leaving the field out keeps the current one.
          bio: input.bio === undefined ? undefined : input.bio || null,
          ffUid: input.ffUid === undefined ? undefined : input.ffUid || null,
          ffIgn: input.ffIgn === undefined ? undefined : input.ffIgn || null,
        };
        if (!(await profiles.updateProfile(userId, changes))) {
          throw unauthenticated('Your session has expired. Please log in again.');
        }
      } catch (error) {
        throw takenConflict(error) ?? error;
      }
      return { message: PROFILE_MESSAGES.updated };
    },

    /**
     * Stores the picture and makes it the profile's, in one transaction. The previous picture
     * is deleted with it, so an account holds one picture however often it changes it.
     */
    async updatePicture(userId: number, bytes: Uint8Array) {
      const contentType = await checkedPictureType(bytes);
      const pictureId = await db.transaction().execute(async (trx) => {
        const user = await profiles.lockCurrentPicture(trx, userId);
        if (!user) throw unauthenticated('Your session has expired. Please log in again.');
        const id = await profiles.insertPicture(trx, userId, { contentType, bytes });
        await profiles.setProfilePicture(trx, userId, id);
        if (user.profile_picture_id) {
          await profiles.deletePicture(trx, userId, user.profile_picture_id);
        }
        return id;
      });
      return { message: PICTURE_MESSAGES.updated, profilePicture: pictureUrl(pictureId) };
    },

    /**
     * Stores a tournament banner with the pictures, under the organiser who uploaded it, and
     * answers its id: the pictures route serves it (see pictureUrl).
     */
    async storeBanner(organiserId: number, bytes: Uint8Array) {
      const contentType = await checkedPictureType(bytes);
      const pictureId = await db
        .transaction()
        .execute((trx) => profiles.insertPicture(trx, organiserId, { contentType, bytes }));
      return { pictureId };
    },

    async picture(id: string) {
      const picture = isPictureId(id) ? await profiles.findPicture(id) : undefined;
      if (!picture) throw notFound(PICTURE_MESSAGES.notFound);
      return picture;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

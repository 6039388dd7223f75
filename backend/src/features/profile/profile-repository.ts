import type { Db, Trx } from '../../db/db';

export interface ProfileChanges {
  username: string;
  mobile: string;
  /** Undefined leaves the bio as it is; null clears it. */
  bio: string | null | undefined;
  /** Undefined leaves the Free Fire UID or in-game name as it is; null clears it. */
  ffUid?: string | null;
  ffIgn?: string | null;
}

export interface StoredPicture {
  contentType: string;
  bytes: Uint8Array;
}

/** The unique indexes whose violations mean "taken by another account". */
export const PROFILE_CONSTRAINTS = {
  username: 'users_username_key',
  mobile: 'users_mobile_key',
  ffUid: 'users_ff_uid',
} as const;

/** Reads and writes of a player's own profile, its statistics and its pictures. */
export function createProfileRepository(db: Db) {
  return {
    /**
     * The user and their statistics in one statement. Kills count only the four scored
     * positions of the team sheet; a substitute (positions 5 and 6) scores none.
     */
    findProfile: (userId: number) =>
      db
        .selectFrom('users')
        .select((eb) => [
          'users.id',
          'users.username',
          'users.email',
          'users.mobile',
          'users.bio',
          'users.profile_picture_id',
          'users.ff_uid',
          'users.ff_ign',
          'users.date_of_birth',
          eb
            .exists(eb.selectFrom('player_tax_ids as pan').whereRef('pan.user_id', '=', 'users.id'))
            .as('has_pan'),
          eb
            .selectFrom('team_players as tp')
            .innerJoin('tournaments as t', 't.tourn_id', 'tp.tournament_id')
            .whereRef('tp.user_id', '=', 'users.id')
            .where('t.status', '<>', 'cancelled')
            .select((sub) => sub.fn.count<number>('tp.tournament_id').distinct().as('played'))
            .as('tournaments_played'),
          eb
            .selectFrom('match_results as mr')
            .innerJoin('team_players as tp', 'tp.team_id', 'mr.team_id')
            .whereRef('tp.user_id', '=', 'users.id')
            .where('mr.booyah', '=', 1)
            .select((sub) => sub.fn.countAll<number>().as('wins'))
            .as('wins'),
          eb
            .selectFrom('match_results as mr')
            .innerJoin('team_players as tp', 'tp.team_id', 'mr.team_id')
            .whereRef('tp.user_id', '=', 'users.id')
            .select((sub) =>
              sub.fn
                .sum<number>(
                  sub
                    .case('tp.position')
                    .when(1)
                    .then(sub.ref('mr.player1_kills'))
                    .when(2)
                    .then(sub.ref('mr.player2_kills'))
                    .when(3)
                    .then(sub.ref('mr.player3_kills'))
                    .when(4)
                    .then(sub.ref('mr.player4_kills'))
                    .else(0)
                    .end(),
                )
                .as('kills'),
            )
            .as('kills'),
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst(),

    /** Whether another account already uses this username (compared regardless of case). */
    async usernameTakenByOther(userId: number, username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async ffUidTakenByOther(userId: number, ffUid: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('ff_uid', '=', ffUid)
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async mobileTakenByOther(userId: number, mobile: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', mobile)
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({
          username: changes.username,
          mobile: changes.mobile,
          ...(changes.bio === undefined ? {} : { bio: changes.bio }),
          ...(changes.ffUid === undefined ? {} : { ff_uid: changes.ffUid }),
          ...(changes.ffIgn === undefined ? {} : { ff_ign: changes.ffIgn }),
        })
        .where('id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Locks the user's row so two uploads at once replace the picture one after the other. */
    lockCurrentPicture: (trx: Trx, userId: number) =>
      trx
        .selectFrom('users')
        .select('profile_picture_id')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    async insertPicture(trx: Trx, userId: number, picture: StoredPicture): Promise<string> {
      const row = await trx
        .insertInto('pictures')
        .values({ user_id: userId, content_type: picture.contentType, bytes: picture.bytes })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setProfilePicture(trx: Trx, userId: number, pictureId: string): Promise<void> {
      await trx
        .updateTable('users')
        .set({ profile_picture_id: pictureId })
        .where('id', '=', userId)
        .execute();
    },

    /** Only the owner's own picture: a picture id never points across accounts. */
    async deletePicture(trx: Trx, userId: number, pictureId: string): Promise<void> {
      await trx
        .deleteFrom('pictures')
        .where('id', '=', pictureId)
        .where('user_id', '=', userId)
        .execute();
    },

    findPicture: (id: string): Promise<StoredPicture | undefined> =>
      db
        .selectFrom('pictures')
        .select(['content_type as contentType', 'bytes'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

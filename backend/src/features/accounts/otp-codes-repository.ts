import type { Db } from '../../db/db';
import type { OtpPurpose } from '../../db/schema';

/** Reads and writes of one-time codes. Pass a transaction as `db` to write inside it. */
export function createOtpCodesRepository(db: Db) {
  return {
    /** Only the newest code of an e-mail and purpose counts; a new one replaces the old. */
    newest: (email: string, purpose: OtpPurpose) =>
      db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at', 'created_at'])
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    insert: async (code: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: Date;
    }): Promise<number> =>
      (
        await db
          .insertInto('otp_codes')
          .values({
            email: code.email,
            purpose: code.purpose,
            code_hash: code.codeHash,
            expires_at: code.expiresAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    async remove(id: number): Promise<void> {
      await db.deleteFrom('otp_codes').where('id', '=', id).execute();
    },

    /**
     * Takes one try before the code is compared, so parallel guesses cannot exceed the limit;
     * false when the tries are used up.
     */
    async takeAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives back the try of a right guess: only wrong ones count. */
    async giveBackAttempt(id: number): Promise<void> {
      await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Marks a valid, unused code used; false when another request got there first. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('otp_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

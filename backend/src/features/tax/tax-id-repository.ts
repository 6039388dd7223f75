import type { Db, Trx } from '../../db/db';

/** Which of these players have given their PAN (a payout above the threshold needs one). */
export async function panHolders(trx: Trx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('player_tax_ids')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** A PAN as the table keeps it: sealed, with its last four characters for display. */
export interface StoredPan {
  panSealed: string;
  panLast4: string;
  nameOnPan: string;
  updatedAt: Date;
}

/** The players' PANs and birthdays (issue 24). */
export function createTaxIdRepository(db: Db) {
  return {
    findPan: (userId: number): Promise<StoredPan | undefined> =>
      db
        .selectFrom('player_tax_ids')
        .select([
          'pan_sealed as panSealed',
          'pan_last4 as panLast4',
          'name_on_pan as nameOnPan',
          'updated_at as updatedAt',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** A correction replaces the row; `updated_at` says when it last changed. */
    async savePan(trx: Trx, userId: number, pan: Omit<StoredPan, 'updatedAt'>): Promise<Date> {
      const values = {
        pan_sealed: pan.panSealed,
        pan_last4: pan.panLast4,
        name_on_pan: pan.nameOnPan,
        updated_at: new Date(),
      };
      const row = await trx
        .insertInto('player_tax_ids')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .returning('updated_at')
        .executeTakeFirstOrThrow();
      return row.updated_at;
    },

    /** Sets the birthday only while none is recorded: true when this call set it. */
    async setDateOfBirthOnce(trx: Trx, userId: number, dateOfBirth: string): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ date_of_birth: dateOfBirth })
        .where('id', '=', userId)
        .where('date_of_birth', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    userExists: async (trx: Trx, userId: number): Promise<boolean> =>
      (await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !==
      undefined,
  };
}

/** A player's birthday, `YYYY-MM-DD`, or null when not given; read in the caller's transaction. */
export async function dateOfBirthOf(trx: Trx, userId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .select('date_of_birth')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.date_of_birth ?? null;
}

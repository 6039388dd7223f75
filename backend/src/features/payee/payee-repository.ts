import type { Db, Trx } from '../../db/db';

/** The platform's payee as `money_settings` holds it: all three null while payments are closed. */
export interface PayeeRow {
  upiId: string | null;
  payeeName: string | null;
  qrPictureId: string | null;
}

export interface NewPayee {
  upiId: string;
  payeeName: string;
  qrPictureId: string | null;
}

/**
 * The payee's columns of the one `money_settings` row, and what a payee change reads beside
 * them. The two-person control's columns of that row are its own repository's.
 */
export function createPayeeRepository(db: Db | Trx) {
  const payeeColumns = [
    'payee_upi_id as upiId',
    'payee_name as payeeName',
    'payee_qr_picture_id as qrPictureId',
  ] as const;

  return {
    read: (): Promise<PayeeRow> =>
      db.selectFrom('money_settings').select(payeeColumns).executeTakeFirstOrThrow(),

    /** The row locked until the change commits, so two changes at once are told apart. */
    lock: (trx: Trx): Promise<PayeeRow> =>
      trx.selectFrom('money_settings').select(payeeColumns).forUpdate().executeTakeFirstOrThrow(),

    /** `payee` null closes payments; `organiserId` null for the demo data's payee. */
    async write(trx: Trx, payee: NewPayee | null, organiserId: number | null): Promise<void> {
      await trx
        .updateTable('money_settings')
        .set({
          payee_upi_id: payee?.upiId ?? null,
          payee_name: payee?.payeeName ?? null,
          payee_qr_picture_id: payee?.qrPictureId ?? null,
          updated_by: organiserId,
          updated_at: new Date(),
        })
        .execute();
    },

    async pictureExists(trx: Trx, pictureId: string): Promise<boolean> {
      const row = await trx
        .selectFrom('pictures')
        .select('id')
        .where('id', '=', pictureId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Who last changed the payee and when, from the audit; null before anyone did. */
    lastChange: () =>
      db
        .selectFrom('audit_entries')
        .innerJoin('users', 'users.id', 'audit_entries.actor_id')
        .select(['users.username as by', 'audit_entries.created_at as at'])
        .where('audit_entries.action', '=', 'PAYEE_UPDATED')
        .orderBy('audit_entries.id', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}

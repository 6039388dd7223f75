import type { Trx } from '../db/db';
import { createPayeeRepository } from '../features/payee/payee-repository';

/**
 * The demo data's payee, so that `npm start` shows the Deposit tab's UPI id, QR and pay link
 * out of the box. Production seeds nothing: it opens payments only when an organiser sets a
 * payee (decision 041). The id is on a bank handle but pays nobody.
 */
export const DEMO_PAYEE = { upiId: 'ccl.demo@okaxis', payeeName: 'CCL Esports Demo' } as const;

export async function seedDemoPayee(trx: Trx): Promise<void> {
  await createPayeeRepository(trx).write(trx, { ...DEMO_PAYEE, qrPictureId: null }, null);
}

import { depositReference } from '#common/deposit-reference';
import type { Trx } from '../../db/db';
import type { Mail } from '../../mail/mailer';
import { recordAudit } from '../../change/record-audit';
import { conflict, invalid } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createPasswordConfirmation, organiserNameOf, organisersToTell } from '../accounts/public';
import { isPictureId, pictureUrl } from '../profile/public';
import { payeeChangedMail } from './payee-mails';
import { type NewPayee, type PayeeRow, createPayeeRepository } from './payee-repository';
import type { ClosePaymentsInput, PayeeInput } from './payee-schemas';

export const PAYEE_MESSAGES = {
  unknownPicture: 'No uploaded picture has this id: upload the QR picture first',
  alreadyClosed: 'Payments are not open: there is no payee to clear',
  saved: 'Payee saved: players now pay this UPI id',
  unchanged: 'Nothing changed: this is the payee already',
  closed: 'Payments closed: players cannot pay until a payee is set',
} as const;

const payeeText = (payee: PayeeRow) =>
  payee.upiId ? `${payee.upiId} (${payee.payeeName})` : 'none';

const auditFields = (payee: PayeeRow) =>
  payee.upiId
    ? { upiId: payee.upiId, payeeName: payee.payeeName, qrPictureId: payee.qrPictureId }
    : null;

const samePayee = (a: PayeeRow, b: PayeeRow) =>
  a.upiId === b.upiId && a.payeeName === b.payeeName && a.qrPictureId === b.qrPictureId;

function summaryOf(before: PayeeRow, after: PayeeRow): string {
  if (!after.upiId) return `Closed payments (the payee was ${payeeText(before)})`;
  if (!before.upiId) return `Opened payments to ${payeeText(after)}`;
  return `Changed the payee from ${payeeText(before)} to ${payeeText(after)}`;
}

/** What the player's Deposit tab shows: whether and whom to pay, and their own reference. */
const depositPayeeJson = (payee: PayeeRow, userId: number) => ({
  open: payee.upiId !== null,
  upiId: payee.upiId,
  payeeName: payee.payeeName,
  qrPictureUrl: payee.qrPictureId ? pictureUrl(payee.qrPictureId) : null,
  reference: depositReference(userId),
});

/**
 * The platform's payee (decision 041): the UPI id players pay deposits to. Production starts
 * with none, so the Deposit tab says payments are not open until an organiser sets one. A
 * change asks for the password again, is audited with before and after in its transaction, and
 * is e-mailed to every organiser once committed: a stolen session alone cannot quietly send
 * players' money elsewhere.
 */
export function createPayeeService({ db, mailQueue }: ServiceDeps) {
  const payees = createPayeeRepository(db);
  const confirmPassword = createPasswordConfirmation(db);

  async function payeeOfConsole() {
    const [payee, change] = await Promise.all([payees.read(), payees.lastChange()]);
    return {
      open: payee.upiId !== null,
      upiId: payee.upiId,
      payeeName: payee.payeeName,
      qrPictureId: payee.qrPictureId,
      qrPictureUrl: payee.qrPictureId ? pictureUrl(payee.qrPictureId) : null,
      changedBy: change?.by ?? null,
      changedAt: change?.at.toISOString() ?? null,
    };
  }

  async function checkPicture(trx: Trx, pictureId: string | null) {
    if (pictureId === null) return;
    if (!isPictureId(pictureId) || !(await payees.pictureExists(trx, pictureId))) {
      throw invalid(PAYEE_MESSAGES.unknownPicture, 'qrPictureId');
    }
  }

  /** Writes the new payee (null: closed) with its audit; the mails to send once committed. */
  async function change(trx: Trx, organiserId: number, before: PayeeRow, next: NewPayee | null) {
    const after: PayeeRow = next ?? { upiId: null, payeeName: null, qrPictureId: null };
    await payees.write(trx, next, organiserId);
    const at = new Date();
    await recordAudit(trx, {
      actorId: organiserId,
      action: 'PAYEE_UPDATED',
      subjectId: 'payee',
      summary: summaryOf(before, after),
      before: auditFields(before),
      after: auditFields(after),
    });
    const by = await organiserNameOf(trx, organiserId);
    return (await organisersToTell(trx)).map((organiser): Mail =>
      payeeChangedMail(organiser.email, { by, at, before, after }),
    );
  }

  /** Runs the change, then sends its mails: a change rolled back mails nobody. */
  async function changeAndTell(work: (trx: Trx) => Promise<Mail[]>) {
    const mails = await db.transaction().execute(work);
    mailQueue.enqueue(mails);
  }

  return {
    depositPayee: async (userId: number) => depositPayeeJson(await payees.read(), userId),

    payee: payeeOfConsole,

    async setPayee(organiserId: number, input: PayeeInput) {
      await confirmPassword(organiserId, input.password);
      const next: NewPayee = {
        upiId: input.upiId,
        payeeName: input.payeeName,
        qrPictureId: input.qrPictureId ?? null,
      };
      let message: string = PAYEE_MESSAGES.unchanged;
      await changeAndTell(async (trx) => {
        await checkPicture(trx, next.qrPictureId);
        const before = await payees.lock(trx);
        if (samePayee(before, next)) return [];
        message = PAYEE_MESSAGES.saved;
        return change(trx, organiserId, before, next);
      });
      return { message, payee: await payeeOfConsole() };
    },

    async closePayments(organiserId: number, input: ClosePaymentsInput) {
      await confirmPassword(organiserId, input.password);
      await changeAndTell(async (trx) => {
        const before = await payees.lock(trx);
        if (!before.upiId) throw conflict(PAYEE_MESSAGES.alreadyClosed);
        return change(trx, organiserId, before, null);
      });
      return { message: PAYEE_MESSAGES.closed, payee: await payeeOfConsole() };
    },
  };
}

export type PayeeService = ReturnType<typeof createPayeeService>;

import type { Mail } from '../../mail/mailer';
import { formatMoment } from '../../change/audit-text';
import type { PayeeRow } from './payee-repository';

const describe = (payee: PayeeRow) =>
  payee.upiId ? `${payee.upiId} (${payee.payeeName})` : 'none: payments closed';

/**
 * What every organiser is told when the payee changes. A stolen organiser session that points
 * players' money at another UPI id is the attack this answers: the real organisers hear of it
 * at once, with who did it and how to undo it.
 */
export function payeeChangedMail(
  to: string,
  change: { by: string; at: Date; before: PayeeRow; after: PayeeRow },
): Mail {
  const closed = change.after.upiId === null;
  return {
    to,
    subject: closed
      ? `Payments were closed by ${change.by}`
      : `The UPI id players pay was changed by ${change.by}`,
    text:
      `${change.by} changed the platform's payee on ${formatMoment(change.at)}.\n\n` +
      `Before: ${describe(change.before)}\n` +
      `Now: ${describe(change.after)}\n\n` +
      'Players pay their deposits to the payee shown on the Deposit tab. If no organiser of ' +
      'yours made this change, sign in, set the payee back on the money settings page, and ' +
      `ask ${change.by} to change their password: someone else may be using their account.\n\n` +
      'Creators Combat League',
  };
}

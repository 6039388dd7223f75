import type { Mail } from '../../mail/mailer';
import { formatMoment } from '../../change/audit-text';

/**
 * What every organiser is told when the operator's rules change. These rules decide whether
 * paid tournaments may open and how much tax is withheld, so the real organisers hear of any
 * change at once, with who made it and what changed.
 */
export function complianceChangedMail(
  to: string,
  change: { by: string; at: Date; changes: string[] },
): Mail {
  return {
    to,
    subject: `The compliance settings were changed by ${change.by}`,
    text:
      `${change.by} changed the platform's compliance settings on ${formatMoment(change.at)}.\n\n` +
      `${change.changes.map((line) => `- ${line}`).join('\n')}\n\n` +
      'These rules decide when paid tournaments may open registration, whom players complain ' +
      'to and how much tax is withheld from prizes. If no organiser of yours made this change, ' +
      'sign in, set them back on the Compliance page, and ask ' +
      `${change.by} to change their password: someone else may be using their account.\n\n` +
      'Creators Combat League',
  };
}

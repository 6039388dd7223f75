import { formatMoment } from '../../change/audit-text';
import type { Mail } from '../../mail/mailer';

/**
 * The mail a lone organiser gets when they propose money (decision 043): what will become
 * possible after when, and how to stop it. A thief holding the token and the password still
 * cannot keep the real organiser from reading it.
 */
export function coolingMail(
  to: string,
  proposal: { id: number; summary: string; coolingUntil: Date },
): Mail {
  const when = formatMoment(proposal.coolingUntil);
  return {
    to,
    subject: `Money waits until ${when}: ${proposal.summary}`,
    text: [
      `Your organiser account proposed: ${proposal.summary} (proposal #${proposal.id}).`,
      '',
      `You are the only organiser, so it waits until ${when}. After then, your account can ` +
        'approve it with its password; another organiser can approve it at any time.',
      '',
      'If this was not you, cancel it now: open the console, Money desk, Approvals, and press ' +
        'Cancel beside it. Then change your password and log out of all devices.',
    ].join('\n'),
  };
}

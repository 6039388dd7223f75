import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from '#common/grievances';
import { istDateTime } from '#common/ist-days';
import type { Mail } from '../../mail/mailer';

/** The mails a filer receives about their complaint (decision 049), times in IST. */

const at = (date: Date) => `${istDateTime(date).slice(0, 16)} IST`;
const SIGNATURE = '\n\nCreators Combat League';

interface Officer {
  name: string | null;
  email: string | null;
  phone: string | null;
}

function officerLines(officer: Officer): string {
  const ways = [officer.email, officer.phone].filter(Boolean).join(', ');
  if (!officer.name) return '';
  return `\n\nOur grievance officer is ${officer.name}${ways ? ` (${ways})` : ''}.`;
}

/** Sent at filing: the number to quote and when the answers are due. */
export function acknowledgementMail(
  to: string,
  filed: {
    number: string;
    category: GrievanceCategory;
    subject: string;
    filedAt: Date;
    acknowledgeBy: Date;
    resolveBy: Date;
    officer: Officer;
  },
): Mail {
  return {
    to,
    subject: `Your complaint ${filed.number} is registered`,
    text:
      `We received your complaint "${filed.subject}" ` +
      `(${GRIEVANCE_CATEGORIES[filed.category].toLowerCase()}) on ${at(filed.filedAt)}.\n\n` +
      `Your acknowledgement number is ${filed.number}. Quote it with the e-mail or phone ` +
      'number you gave to see the state of your complaint on our complaints page.\n\n' +
      `We will acknowledge it by ${at(filed.acknowledgeBy)} and resolve it by ` +
      `${at(filed.resolveBy)}.` +
      officerLines(filed.officer) +
      SIGNATURE,
  };
}

export type GrievanceUpdate = 'acknowledged' | 'replied' | 'resolved' | 'closed';

const HEADLINES: Record<GrievanceUpdate, string> = {
  acknowledged: 'was acknowledged: our grievance officer is looking into it',
  replied: 'has a new reply',
  resolved: 'is resolved',
  closed: 'was closed without a resolution',
};

/** Sent when the officer acts on the case: what happened, their words, the next tier if due. */
export function updateMail(
  to: string,
  update: { number: string; kind: GrievanceUpdate; text: string | null; escalation: string | null },
): Mail {
  return {
    to,
    subject: `Your complaint ${update.number} ${HEADLINES[update.kind]}`,
    text:
      `Your complaint ${update.number} ${HEADLINES[update.kind]}.` +
      (update.text ? `\n\n${update.text}` : '') +
      (update.escalation ? `\n\n${update.escalation}` : '') +
      SIGNATURE,
  };
}

/** The bell's line for a logged-in filer. */
export const updateNotice = (number: string, kind: GrievanceUpdate) =>
  `Your complaint ${number} ${HEADLINES[kind]}.`;

/**
 * Grievance redressal (issue 24): anyone may file a complaint and gets an acknowledgement
 * number; the grievance officer acknowledges and resolves it within the operator's time
 * limits. One list of categories and statuses, with the words shown for each, for every program.
 */

export const GRIEVANCE_CATEGORIES = {
  match_result: 'A match result',
  payment: 'A payment, refund or prize',
  account: 'My account',
  conduct: "A player's or organiser's conduct",
  other: 'Something else',
} as const;
export type GrievanceCategory = keyof typeof GRIEVANCE_CATEGORIES;
export const GRIEVANCE_CATEGORY_VALUES = Object.keys(GRIEVANCE_CATEGORIES) as GrievanceCategory[];

export const GRIEVANCE_STATUSES = {
  open: 'Received, waiting for acknowledgement',
  acknowledged: 'Acknowledged, being looked into',
  resolved: 'Resolved',
  closed_unresolved: 'Closed without a resolution',
} as const;
export type GrievanceStatus = keyof typeof GRIEVANCE_STATUSES;
export const GRIEVANCE_STATUS_VALUES = Object.keys(GRIEVANCE_STATUSES) as GrievanceStatus[];

/** Finished cases: nothing more happens to them. */
export const isGrievanceFinished = (status: GrievanceStatus) =>
  status === 'resolved' || status === 'closed_unresolved';

export const GRIEVANCE_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  descriptionMin: 10,
  descriptionMax: 4000,
  nameMax: 100,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 20,
  replyMax: 2000,
  resolutionMax: 2000,
} as const;

/** The acknowledgement number: `GRV-` + the IST year filed + the case's id, six digits or more. */
export const GRIEVANCE_NUMBER_PATTERN = /^GRV-\d{4}-\d{6,}$/;

/** When the case must be acknowledged and resolved by, from when it was filed. */
export function grievanceDueTimes(filedAt: Date, ackHours: number, resolveDays: number) {
  return {
    acknowledgeBy: new Date(filedAt.getTime() + ackHours * 3600_000),
    resolveBy: new Date(filedAt.getTime() + resolveDays * 24 * 3600_000),
  };
}

export interface GrievanceTimes {
  status: GrievanceStatus;
  ackDueAt: Date;
  resolveDueAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}

/** Acknowledged after its due time, or still not acknowledged when it is past. */
export const acknowledgedLate = (g: GrievanceTimes, now: Date) =>
  (g.acknowledgedAt ?? now).getTime() > g.ackDueAt.getTime();

/** Resolved (or closed) after its due time, or still open when it is past. */
export const resolvedLate = (g: GrievanceTimes, now: Date) =>
  (g.resolvedAt ?? now).getTime() > g.resolveDueAt.getTime();

/** Overdue: something is due now and its time has passed. */
export const isGrievanceOverdue = (g: GrievanceTimes, now: Date) =>
  !isGrievanceFinished(g.status) &&
  ((g.status === 'open' && acknowledgedLate(g, now)) || resolvedLate(g, now));

/** The filer may escalate when the case was closed unresolved or answered late. */
export const mayEscalate = (g: GrievanceTimes, now: Date) =>
  g.status === 'closed_unresolved' || acknowledgedLate(g, now) || resolvedLate(g, now);

export const GRIEVANCE_MESSAGES = {
  noContact: 'Give an e-mail or phone number so we can answer you',
  notFound: 'No complaint with this number and contact',
  alreadyAcknowledged: 'This complaint was already acknowledged',
  finished: 'This complaint is already closed',
  resolutionRequired: 'Write the resolution the filer will read',
  replyRequired: 'Write the reply the filer will read',
} as const;

/** The sentence a filer reads when they may take the case further. */
export const escalationLine = (name: string, contact: string) =>
  `If you are not satisfied, you may escalate to ${name}: ${contact}`;

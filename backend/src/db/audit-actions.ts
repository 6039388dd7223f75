/**
 * What an organiser can do that the audit records, and what each action is about. The subject
 * of an action is fixed, so a caller names the action and the subject type follows from it.
 */
export const AUDIT_SUBJECT_OF = {
  TOURNAMENT_CREATED: 'tournament',
  TOURNAMENT_UPDATED: 'tournament',
  TOURNAMENT_STATUS_CHANGED: 'tournament',
  TOURNAMENT_CANCELLED: 'tournament',
  ROOM_PUBLISHED: 'tournament',
  RESULTS_POSTED: 'tournament',
  RESULTS_CORRECTED: 'tournament',
  TEAM_STATUS_CHANGED: 'tournament',
  DEPOSIT_APPROVED: 'transaction',
  DEPOSIT_REJECTED: 'transaction',
  WITHDRAWAL_PAID: 'transaction',
  WITHDRAWAL_REJECTED: 'transaction',
  PRIZE_PAID: 'transaction',
  PLAYER_BANNED: 'player',
  PLAYER_UNBANNED: 'player',
  BLOG_CREATED: 'blog',
  BLOG_UPDATED: 'blog',
  BLOG_DELETED: 'blog',
  PRODUCT_CREATED: 'product',
  PRODUCT_UPDATED: 'product',
  PRODUCT_DELETED: 'product',
  MATCH_SCHEDULED: 'tournament',
  MATCH_ROOM_PUBLISHED: 'tournament',
  PENALTY_ADDED: 'tournament',
  PENALTY_REMOVED: 'tournament',
  SCREENSHOT_ATTACHED: 'tournament',
  SCREENSHOT_REMOVED: 'tournament',
  TEAM_CHECKED_IN: 'tournament',
  SQUAD_INVITED: 'tournament',
  SQUAD_JOINED: 'tournament',
  SQUAD_LEFT: 'tournament',
  DISPUTE_OPENED: 'dispute',
  DISPUTE_RESOLVED: 'dispute',
  PRIZE_HOLD_OVERRIDDEN: 'tournament',
  TOURNAMENT_DUPLICATED: 'tournament',
  MESSAGE_SENT: 'tournament',
  PAYEE_UPDATED: 'settings',
  MONEY_CONTROLS_UPDATED: 'settings',
  STATEMENT_IMPORTED: 'statement',
  PRIZE_TABLE_SET: 'tournament',
  MONEY_PROPOSED: 'proposal',
  MONEY_PROPOSAL_CONFIRMED: 'proposal',
  MONEY_PROPOSAL_APPROVED: 'proposal',
  MONEY_PROPOSAL_REFUSED: 'proposal',
  MONEY_PROPOSAL_CANCELLED: 'proposal',
  MANUAL_CREDIT: 'transaction',
  BOOKS_EXPORTED: 'books',
  DAY_CLOSED: 'books',
  COMPLIANCE_SETTINGS_UPDATED: 'settings',
  REGISTRATION_OPENED: 'tournament',
  PRIZE_POOL_FUNDED: 'tournament',
  PRIZE_POOL_RETURNED: 'tournament',
  PRIZE_RETURN_PAID: 'tournament',
  GRIEVANCE_ACKNOWLEDGED: 'grievance',
  GRIEVANCE_REPLIED: 'grievance',
  GRIEVANCE_RESOLVED: 'grievance',
  GRIEVANCE_CLOSED: 'grievance',
  RECORDS_EXPORTED: 'books',
  TAX_REPORT_EXPORTED: 'books',
} as const;

export type AuditAction = keyof typeof AUDIT_SUBJECT_OF;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_OF)[AuditAction];

export const AUDIT_ACTIONS = Object.keys(AUDIT_SUBJECT_OF) as AuditAction[];
export const AUDIT_SUBJECT_TYPES: readonly AuditSubjectType[] = [
  'tournament',
  'transaction',
  'player',
  'blog',
  'product',
  'dispute',
  'settings',
  'statement',
  'proposal',
  'books',
  'grievance',
];

/** A field's value before or after an action: flat scalars, or a list (a result sheet). */
export type AuditValue = string | number | boolean | null | AuditValue[] | AuditFields;
export interface AuditFields {
  [field: string]: AuditValue;
}

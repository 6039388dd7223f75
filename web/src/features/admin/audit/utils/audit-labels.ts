import type { AuditAction, AuditSubject } from '../../../../generated/admin';
import {
  adminEditBlogPath,
  adminEditProductPath,
  adminPlayerPath,
  adminTournamentPath,
  adminTransactionPath,
} from '../../../../lib/paths';

/** Every action an organiser can take, as the audit screen's filter names it. */
export const AUDIT_ACTIONS: Record<AuditAction, string> = {
  TOURNAMENT_CREATED: 'Tournament created',
  TOURNAMENT_UPDATED: 'Tournament changed',
  TOURNAMENT_STATUS_CHANGED: 'Tournament status changed',
  TOURNAMENT_CANCELLED: 'Tournament cancelled',
  ROOM_PUBLISHED: 'Room published',
  RESULTS_POSTED: 'Results posted',
  RESULTS_CORRECTED: 'Results corrected',
  TEAM_STATUS_CHANGED: 'Team status changed',
  DEPOSIT_APPROVED: 'Deposit approved',
  DEPOSIT_REJECTED: 'Deposit rejected',
  WITHDRAWAL_PAID: 'Withdrawal paid',
  WITHDRAWAL_REJECTED: 'Withdrawal rejected',
  PRIZE_PAID: 'Prize paid',
  PLAYER_BANNED: 'Player banned',
  PLAYER_UNBANNED: 'Player unbanned',
  BLOG_CREATED: 'Blog published',
  BLOG_UPDATED: 'Blog changed',
  BLOG_DELETED: 'Blog deleted',
  PRODUCT_CREATED: 'Product listed',
  PRODUCT_UPDATED: 'Product changed',
  PRODUCT_DELETED: 'Product deleted',
  MATCH_SCHEDULED: 'Match scheduled',
  MATCH_ROOM_PUBLISHED: 'Match room published',
  PENALTY_ADDED: 'Penalty given',
  PENALTY_REMOVED: 'Penalty taken back',
  SCREENSHOT_ATTACHED: 'Screenshot attached',
  SCREENSHOT_REMOVED: 'Screenshot removed',
  TEAM_CHECKED_IN: 'Squad checked in',
  SQUAD_INVITED: 'Teammate invited',
  SQUAD_JOINED: 'Teammate joined',
  SQUAD_LEFT: 'Teammate left',
  DISPUTE_OPENED: 'Dispute opened',
  DISPUTE_RESOLVED: 'Dispute resolved',
  PRIZE_HOLD_OVERRIDDEN: 'Prize hold overridden',
  TOURNAMENT_DUPLICATED: 'Tournament duplicated',
  MESSAGE_SENT: 'Message sent to squads',
  PAYEE_UPDATED: 'Payee changed',
  MONEY_CONTROLS_UPDATED: 'Money controls changed',
  STATEMENT_IMPORTED: 'Statement imported',
  PRIZE_TABLE_SET: 'Prize table set',
  MONEY_PROPOSED: 'Money proposed',
  MONEY_PROPOSAL_CONFIRMED: 'Proposal confirmed',
  MONEY_PROPOSAL_APPROVED: 'Proposal approved',
  MONEY_PROPOSAL_REFUSED: 'Proposal refused',
  MONEY_PROPOSAL_CANCELLED: 'Proposal cancelled',
  MANUAL_CREDIT: 'Manual credit',
  BOOKS_EXPORTED: 'Books exported',
  DAY_CLOSED: 'Day closed',
};

export const AUDIT_SUBJECTS: Record<AuditSubject, string> = {
  TOURNAMENT: 'Tournament',
  TRANSACTION: 'Transaction',
  PLAYER: 'Player',
  BLOG: 'Blog',
  PRODUCT: 'Product',
  DISPUTE: 'Dispute',
  SETTINGS: 'Money settings',
  STATEMENT: 'Statement',
  PROPOSAL: 'Proposal',
  BOOKS: 'Books',
};

/** Where the console shows a subject of that kind (a dispute is shown on its tournament). */
export const SUBJECT_PATHS: Record<AuditSubject, ((id: string) => string) | null> = {
  TOURNAMENT: adminTournamentPath,
  TRANSACTION: adminTransactionPath,
  PLAYER: adminPlayerPath,
  BLOG: adminEditBlogPath,
  PRODUCT: adminEditProductPath,
  DISPUTE: null,
  SETTINGS: null,
  STATEMENT: null,
  PROPOSAL: null,
  BOOKS: null,
};

export const isAuditAction = (value: string | null): value is AuditAction =>
  value !== null && value in AUDIT_ACTIONS;

export const isAuditSubject = (value: string | null): value is AuditSubject =>
  value !== null && value in AUDIT_SUBJECTS;

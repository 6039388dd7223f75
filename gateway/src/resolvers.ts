import type { Resolvers } from './generated/resolvers-types';
import { accountResolvers } from './features/account/account-resolvers';
import { adminAuditResolvers } from './features/admin/admin-audit-resolvers';
import { adminMessageResolvers } from './features/admin/admin-message-resolvers';
import { adminMoneyResolvers } from './features/admin/admin-money-resolvers';
import { adminProposalResolvers } from './features/admin/admin-proposal-resolvers';
import { adminPlayerResolvers } from './features/admin/admin-player-resolvers';
import { adminScoringResolvers } from './features/admin/admin-scoring-resolvers';
import { adminResolvers } from './features/admin/admin-resolvers';
import { adminTournamentResolvers } from './features/admin/admin-tournament-resolvers';
import { booksResolvers } from './features/books/books-resolvers';
import { recordsResolvers } from './features/records/records-resolvers';
import { taxResolvers } from './features/tax/tax-resolvers';
import { grievanceResolvers } from './features/grievances/grievance-resolvers';
import { complianceResolvers } from './features/compliance/compliance-resolvers';
import { contentResolvers } from './features/content/content-resolvers';
import { checkInResolvers } from './features/disputes/check-in-resolvers';
import { disputeResolvers } from './features/disputes/dispute-resolvers';
import { entriesResolvers } from './features/entries/entries-resolvers';
import { liveResolvers } from './features/live/live-resolvers';
import { notificationResolvers } from './features/notifications/notification-resolvers';
import { payeeResolvers } from './features/payee/payee-resolvers';
import { escrowResolvers } from './features/escrow/escrow-resolvers';
import { prizesResolvers } from './features/prizes/prizes-resolvers';
import { profileResolvers } from './features/profile/profile-resolvers';
import { scheduleResolvers } from './features/schedule/schedule-resolvers';
import { squadResolvers } from './features/squads/squad-resolvers';
import { statementResolvers } from './features/statements/statement-resolvers';
import { tournamentsResolvers } from './features/tournaments/tournaments-resolvers';
import { walletResolvers } from './features/wallet/wallet-resolvers';
import { scalarResolvers } from './scalars';

const features: Resolvers[] = [
  scalarResolvers,
  tournamentsResolvers,
  scheduleResolvers,
  contentResolvers,
  accountResolvers,
  profileResolvers,
  walletResolvers,
  payeeResolvers,
  escrowResolvers,
  entriesResolvers,
  squadResolvers,
  notificationResolvers,
  liveResolvers,
  adminResolvers,
  adminTournamentResolvers,
  adminMoneyResolvers,
  adminProposalResolvers,
  adminPlayerResolvers,
  adminAuditResolvers,
  adminMessageResolvers,
  adminScoringResolvers,
  checkInResolvers,
  disputeResolvers,
  statementResolvers,
  booksResolvers,
  recordsResolvers,
  taxResolvers,
  grievanceResolvers,
  complianceResolvers,
  prizesResolvers,
];

/** The features' resolver maps merged type by type (each feature owns distinct fields). */
export function mergedResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const feature of features) {
    for (const [typeName, fields] of Object.entries(feature)) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

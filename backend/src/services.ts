import { createAccountService } from './features/accounts/account-service';
import { createUserAdminService } from './features/accounts/user-admin-service';
import { createAuditService } from './features/audit/audit-service';
import { createCheckInService } from './features/check-in/check-in-service';
import { createDisputeAdminService } from './features/disputes/dispute-admin-service';
import { createDisputeService } from './features/disputes/dispute-service';
import { createBookingService } from './features/bookings/booking-service';
import { createTeamService } from './features/bookings/team-service';
import { createContentService } from './features/content/content-service';
import { createNotificationService } from './features/live/notification-service';
import { createMessageService } from './features/messages/message-service';
import { createMoneyControlService } from './features/money-control/money-control-service';
import { createRoomAudienceService } from './features/live/room-audience-service';
import { createMatchAdminService } from './features/matches/match-admin-service';
import { createMatchService } from './features/matches/match-service';
import { createProfileService } from './features/profile/profile-service';
import { createResultService } from './features/results/result-service';
import { createFinishingOrderService } from './features/results/finishing-order-service';
import { createMatchNotesService } from './features/results/match-notes-service';
import { createSquadService } from './features/squads/squad-service';
import { createTodayService } from './features/today/today-service';
import { createTournamentAdminService } from './features/tournaments/tournament-admin-service';
import { createTournamentService } from './features/tournaments/tournament-service';
import { createWalletAdminService } from './features/wallet/wallet-admin-service';
import { createWalletService } from './features/wallet/wallet-service';
import { createPayeeService } from './features/payee/payee-service';
import { createPrizePlanService } from './features/prize-plan/prize-plan-service';
import { createIdempotencyService } from './http/idempotency';
import { createStatementService } from './features/statements/statement-service';
import { createBooksService } from './features/books/books-service';
import { createRecordsService } from './features/records/records-service';
import { createTaxDetailsService } from './features/tax/tax-details-service';
import { createWithholdingService } from './features/tax/withholding-service';
import { createComplianceService } from './features/compliance/compliance-service';
import { createGrievanceService } from './features/grievances/grievance-service';
import { createGrievanceAdminService } from './features/grievances/grievance-admin-service';
import { createRegistrationService } from './features/tournaments/registration-service';
import { createEscrowService } from './features/escrow/escrow-service';
import type { ServiceDeps } from './service-deps';

/**
 * The feature services, created once per app. Each routes module names the ones of its feature
 * (RoutesContext); a service that needs another feature reaches it through that feature's
 * public.ts, never its routes.
 */
export function createServices(deps: ServiceDeps) {
  return {
    accounts: createAccountService(deps),
    userAdmin: createUserAdminService(deps),
    tournaments: createTournamentService(deps),
    tournamentAdmin: createTournamentAdminService(deps),
    matches: createMatchService(deps),
    matchAdmin: createMatchAdminService(deps),
    bookings: createBookingService(deps),
    teams: createTeamService(deps),
    squads: createSquadService(deps),
    results: createResultService(deps),
    finishingOrder: createFinishingOrderService(deps),
    matchNotes: createMatchNotesService(deps),
    wallet: createWalletService(deps),
    walletAdmin: createWalletAdminService(deps),
    moneyControl: createMoneyControlService(deps),
    profile: createProfileService(deps),
    content: createContentService(deps),
    audit: createAuditService(deps),
    today: createTodayService(deps),
    notifications: createNotificationService(deps),
    roomAudience: createRoomAudienceService(deps),
    messages: createMessageService(deps),
    idempotency: createIdempotencyService(deps),
    checkIn: createCheckInService(deps),
    disputes: createDisputeService(deps),
    disputeAdmin: createDisputeAdminService(deps),
    payee: createPayeeService(deps),
    statements: createStatementService(deps),
    prizePlan: createPrizePlanService(deps),
    books: createBooksService(deps),
    escrow: createEscrowService(deps),
    records: createRecordsService(deps),
    taxDetails: createTaxDetailsService(deps),
    withholding: createWithholdingService(deps),
    compliance: createComplianceService(deps),
    grievances: createGrievanceService(deps),
    grievanceAdmin: createGrievanceAdminService(deps),
    registration: createRegistrationService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

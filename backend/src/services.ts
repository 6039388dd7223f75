import type { BackendConfig } from './config';
import type { Db } from './db/database';
import type { MailQueue } from './features/accounts/mail-queue';
import type { Mailer } from './features/accounts/mailer';
import type { TokenService } from './features/accounts/token-service';
import { createAccountService } from './features/accounts/account-service';
import { createUserAdminService } from './features/accounts/user-admin-service';
import { createAuditService } from './features/audit/audit-service';
import { createBookingService } from './features/bookings/booking-service';
import { createContentService } from './features/content/content-service';
import { createIdempotencyService } from './features/idempotency/idempotency-service';
import { createNotificationService } from './features/live/notification-service';
import { createRoomAudienceService } from './features/live/room-audience-service';
import { createProfileService } from './features/profile/profile-service';
import { createResultService } from './features/results/result-service';
import { createTeamService } from './features/teams/team-service';
import { createTodayService } from './features/today/today-service';
import { createTournamentAdminService } from './features/tournaments/tournament-admin-service';
import { createTournamentService } from './features/tournaments/tournament-service';
import { createWalletService } from './features/wallet/wallet-service';

export interface ServiceDeps {
  db: Db;
  config: BackendConfig;
  tokens: TokenService;
  mailer: Mailer;
  /** Mails announcing a committed change, sent in the background. */
  mailQueue: MailQueue;
}

/**
 * The feature services, created once per app. Routes reach them through AppContext; a service
 * that needs another's repository imports the repository, never the other's routes.
 */
export function createServices(deps: ServiceDeps) {
  return {
    accounts: createAccountService(deps),
    userAdmin: createUserAdminService(deps),
    tournaments: createTournamentService(deps),
    tournamentAdmin: createTournamentAdminService(deps),
    bookings: createBookingService(deps),
    teams: createTeamService(deps),
    results: createResultService(deps),
    wallet: createWalletService(deps),
    profile: createProfileService(deps),
    content: createContentService(deps),
    audit: createAuditService(deps),
    today: createTodayService(deps),
    notifications: createNotificationService(deps),
    roomAudience: createRoomAudienceService(deps),
    idempotency: createIdempotencyService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

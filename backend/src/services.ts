import type { BackendConfig } from './config';
import type { Db } from './db/database';
import type { Mailer } from './features/accounts/mailer';
import type { TokenService } from './features/accounts/token-service';
import { createAccountService } from './features/accounts/account-service';
import { createBookingService } from './features/bookings/booking-service';
import { createContentService } from './features/content/content-service';
import { createProfileService } from './features/profile/profile-service';
import { createResultService } from './features/results/result-service';
import { createTeamService } from './features/teams/team-service';
import { createTournamentService } from './features/tournaments/tournament-service';
import { createWalletService } from './features/wallet/wallet-service';

export interface ServiceDeps {
  db: Db;
  config: BackendConfig;
  tokens: TokenService;
  mailer: Mailer;
}

/**
 * The feature services, created once per app. Routes reach them through AppContext; a service
 * that needs another's repository imports the repository, never the other's routes.
 */
export function createServices(deps: ServiceDeps) {
  return {
    accounts: createAccountService(deps),
    tournaments: createTournamentService(deps),
    bookings: createBookingService(deps),
    teams: createTeamService(deps),
    results: createResultService(deps),
    wallet: createWalletService(deps),
    profile: createProfileService(deps),
    content: createContentService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

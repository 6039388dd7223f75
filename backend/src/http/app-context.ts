import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import type { AccountService, UserAdminService } from '../features/accounts/public';
import type { AuditService } from '../features/audit/public';
import type { BookingService, TeamService } from '../features/bookings/public';
import type { ContentService } from '../features/content/public';
import type {
  LiveRuntime,
  NotificationService,
  RoomAudienceService,
} from '../features/live/public';
import type { ProfileService } from '../features/profile/public';
import type { ResultService } from '../features/results/public';
import type { TodayService } from '../features/today/public';
import type { TournamentAdminService, TournamentService } from '../features/tournaments/public';
import type { WalletAdminService, WalletService } from '../features/wallet/public';
import type { Mailer } from '../mail/mailer';
import type { TokenService } from '../tokens/token-service';
import type { AuthGuards } from './auth';
import type { RateLimits } from './auth-rate-limits';
import type { IdempotencyService } from './idempotency';

/**
 * The feature services, created once per app by createServices. Written out here, beside the
 * routes that use it, so that a route names a service without importing the code that wires
 * them all together.
 */
export interface Services {
  accounts: AccountService;
  userAdmin: UserAdminService;
  tournaments: TournamentService;
  tournamentAdmin: TournamentAdminService;
  bookings: BookingService;
  teams: TeamService;
  results: ResultService;
  wallet: WalletService;
  walletAdmin: WalletAdminService;
  profile: ProfileService;
  content: ContentService;
  audit: AuditService;
  today: TodayService;
  notifications: NotificationService;
  roomAudience: RoomAudienceService;
  idempotency: IdempotencyService;
}

/** What every routes module receives: configuration, guards and the feature services. */
export interface AppContext {
  config: BackendConfig;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  guards: AuthGuards;
  services: Services;
  limits: RateLimits;
  /** The event streams and the room releaser of this process. */
  live: LiveRuntime;
}

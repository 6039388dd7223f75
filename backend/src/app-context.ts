import type { BackendConfig } from './config';
import type { Db } from './db/database';
import type { AuthGuards } from './http/auth';
import type { Mailer } from './features/accounts/mailer';
import type { TokenService } from './features/accounts/token-service';
import type { RateLimits } from './features/accounts/auth-rate-limits';
import type { LiveRuntime } from './features/live/live-runtime';
import type { Services } from './services';

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

import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { TokenService } from '../tokens/token-service';
import type { AuthGuards } from './auth';
import type { RateLimits } from './auth-rate-limits';
import type { IdempotencyService } from './idempotency';

/**
 * What a routes module receives: configuration, guards, limits and the services it names. A
 * module names only its own feature's services, so http/ knows no feature: the app passes the
 * whole set, which has these and more.
 */
export interface RoutesContext<FeatureServices extends object = object> {
  config: BackendConfig;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  guards: AuthGuards;
  limits: RateLimits;
  services: FeatureServices & { idempotency: IdempotencyService };
}

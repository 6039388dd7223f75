import type { BackendConfig } from './config';
import type { Db } from './db/db';
import type { MailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './tokens/token-service';

/**
 * What every feature service is created with. A file of its own, below the features, so a
 * service names its dependencies without importing the code that wires all services together.
 */
export interface ServiceDeps {
  db: Db;
  config: BackendConfig;
  tokens: TokenService;
  mailer: Mailer;
  /** Mails announcing a committed change, sent in the background. */
  mailQueue: MailQueue;
  /** Now, for services whose rules depend on time (tests pass a clock they control). */
  clock?: () => Date;
}

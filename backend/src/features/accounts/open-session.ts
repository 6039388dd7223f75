import type { Db } from '../../db/db';
import type { UserRole } from '../../db/schema';
import { createSessionsRepository } from './sessions-repository';
import type { TokenService } from '../../tokens/token-service';

/**
 * Opens a session for `user` in `db` (the caller's transaction, when it has one) and answers
 * how to sign its token. Sign after the commit: a token never names a session that is not
 * stored, and signing reads the keys outside the transaction.
 */
export async function openSession(
  db: Db,
  tokens: TokenService,
  user: { id: number; role: UserRole; token_version: number },
): Promise<{ sign: () => Promise<string> }> {
  const sessions = createSessionsRepository(db);
  await sessions.pruneExpired();
  const sessionId = await sessions.start(user.id, tokens.sessionExpiryFromNow());
  const claims = { userId: user.id, role: user.role, version: user.token_version, sessionId };
  return { sign: () => tokens.issue(claims) };
}

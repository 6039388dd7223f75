import type { Db } from '../../src/db/database';
import type { UserRole } from '../../src/db/schema';
import { createSigningKeysRepository } from '../../src/features/accounts/signing-keys-repository';
import { createTokenService } from '../../src/features/accounts/token-service';

/** Tokens the server must refuse, for the authentication checks of every feature's tests. */

/**
 * A real token whose payload was rewritten to claim another user (as `role`): the signature no
 * longer fits.
 */
export function forgedToken(token: string, userId: number, role: UserRole = 'admin'): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ sub: String(userId), role, iss: 'creators-combat-league' }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A correctly signed token that expired an hour ago. */
export async function expiredToken(server: { db: Db }, userId: number): Promise<string> {
  const tokens = await createTokenService(createSigningKeysRepository(server.db), -1);
  return tokens.issue({ userId, role: 'player', version: 0 });
}

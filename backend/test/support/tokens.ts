import { randomUUID } from 'node:crypto';
import { type JWK, SignJWT, decodeJwt, importJWK } from 'jose';
import type { UserRole } from '../../src/db/schema';
import { type KeyHolder, signingKeysOf } from './test-server';
import { TOKEN_ISSUER, createTokenService } from '../../src/tokens/token-service';

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
export async function expiredToken(server: KeyHolder, userId: number): Promise<string> {
  const tokens = await createTokenService(signingKeysOf(server), -1);
  return tokens.issue({ userId, role: 'player', version: 0, sessionId: randomUUID() });
}

/**
 * A token signed with the server's own key carrying exactly `payload` (plus issuer and an hour's
 * expiry): for claims the server never issues, such as a token without a session.
 */
export async function signedWithServerKey(
  server: KeyHolder,
  payload: Record<string, unknown>,
): Promise<string> {
  const key = await signingKeysOf(server).newest();
  if (!key) throw new Error('no signing key');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(key.privateJwk as JWK, 'ES256'));
}

/** The session a token of ours names (its `sid`). */
export const sessionOf = (token: string): string => decodeJwt(token).sid as string;

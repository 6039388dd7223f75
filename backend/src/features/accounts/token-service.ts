import { randomUUID } from 'node:crypto';
import {
  type CryptoKey,
  type JWK,
  type JWTPayload,
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  createLocalJWKSet,
} from 'jose';
import type { UserRole } from '../../db/schema';
import type { SigningKeysRepository } from './signing-keys-repository';

/**
 * Access tokens are ES256 JWTs. The key pair lives in the database, so every backend instance
 * signs with the same key and the gateway verifies against `/.well-known/jwks.json`.
 */
export const TOKEN_ISSUER = 'creators-combat-league';
const ALGORITHM = 'ES256';

export interface TokenClaims {
  userId: number;
  role: UserRole;
}

export async function createTokenService(keys: SigningKeysRepository, ttlHours: number) {
  let stored = await keys.newest();
  if (!stored) {
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    await keys.insert({
      kid,
      privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: ALGORITHM },
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: ALGORITHM, use: 'sig' },
    });
    stored = await keys.newest();
  }
  if (!stored) throw new Error('No signing key could be stored');
  const signingKid = stored.kid;
  const privateKey = (await importJWK(stored.privateJwk as JWK, ALGORITHM)) as CryptoKey;
  const publicJwks = { keys: (await keys.all()).map((key) => key.publicJwk as JWK) };
  const verificationKeys = createLocalJWKSet(publicJwks);

  return {
    jwks: () => publicJwks,

    issue: (claims: TokenClaims): Promise<string> =>
      new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: ALGORITHM, kid: signingKid, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(privateKey),

    /** The claims of a valid token, or undefined for a forged, expired or malformed one. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, verificationKeys, {
          issuer: TOKEN_ISSUER,
          algorithms: [ALGORITHM],
        }));
      } catch {
        return undefined;
      }
      const userId = Number(payload.sub);
      const role = payload.role;
      if (!Number.isInteger(userId) || userId <= 0) return undefined;
      if (role !== 'player' && role !== 'admin') return undefined;
      return { userId, role };
    },
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

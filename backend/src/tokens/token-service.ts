import { randomUUID } from 'node:crypto';
import {
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
} from 'jose';
import type { UserRole } from '../db/schema';
import type { SigningKeysRepository, StoredSigningKey } from './signing-keys-repository';

/**
 * Access tokens are ES256 JWTs. The key pairs live in the database, so every backend copy signs
 * with the newest key and verifies any stored one; the gateway verifies against
 * `/.well-known/jwks.json`. A key rotated by another copy (or the organiser CLI) is picked up:
 * signing re-reads the newest key, and a token with an unknown `kid` reloads the keys once.
 */
export const TOKEN_ISSUER = 'creators-combat-league';
const ALGORITHM = 'ES256';
/** A token naming an unknown key reloads the keys at most this often (forged kids are cheap). */
const RELOAD_INTERVAL_MS = 5_000;

export interface TokenClaims {
  userId: number;
  role: UserRole;
  /** The user's token version when the token was issued; a newer version ends the token. */
  version: number;
  /** The session row the token belongs to (`sid`); ending the row ends the token. */
  sessionId: string;
}

/** Session ids are random UUIDs (sessions-repository.ts); anything else names no session. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key pair as the database stores it. */
export async function generateSigningKey(): Promise<StoredSigningKey> {
  const pair = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  return {
    kid,
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: ALGORITHM },
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: ALGORITHM, use: 'sig' },
  };
}

/** A replaced key is kept this long past the token lifetime, as sessions are (a clock's drift). */
const RETIREMENT_MARGIN_MS = 60_000;

/**
 * At every start and rotation: private parts stored in clear are encrypted, and keys replaced
 * longer than a token lives ago are deleted, private parts and all (decision 030).
 */
export async function upkeepSigningKeys(keys: SigningKeysRepository, ttlHours: number) {
  const sealed = await keys.sealPlainKeys();
  const replacedBefore = new Date(Date.now() - ttlHours * 3_600_000 - RETIREMENT_MARGIN_MS);
  const retired = await keys.deleteReplacedBefore(replacedBefore);
  return { sealed, retired };
}

function claimsOf(payload: JWTPayload): TokenClaims | undefined {
  const userId = Number(payload.sub);
  const { role, ver, sid } = payload;
  if (!Number.isInteger(userId) || userId <= 0) return undefined;
  if (role !== 'player' && role !== 'admin') return undefined;
  if (typeof ver !== 'number' || !Number.isInteger(ver)) return undefined;
  // Tokens issued before sessions existed name none: refused, their players log in once more.
  if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return undefined;
  return { userId, role, version: ver, sessionId: sid };
}

export async function createTokenService(keys: SigningKeysRepository, ttlHours: number) {
  if (!(await keys.newest())) await keys.insert(await generateSigningKey());

  let publicKeys = new Map<string, JWK>();
  /**
   * Each public key imported once, not on every call it verifies: the import cost as much as
   * the signature check. Emptied with each reload, so a retired key is not kept.
   */
  const importedPublicKeys = new Map<string, ReturnType<typeof importJWK>>();
  /** When an unknown kid last made us reload: the first miss always does, then every 5 s. */
  let reloadedForMissAt = 0;
  async function loadPublicKeys(): Promise<void> {
    publicKeys = new Map((await keys.publicKeys()).map((key) => [key.kid, key.publicJwk as JWK]));
    importedPublicKeys.clear();
  }
  await loadPublicKeys();

  const privateKeys = new Map<string, Promise<CryptoKey>>();
  const privateKeyOf = (key: StoredSigningKey) => {
    let imported = privateKeys.get(key.kid);
    if (!imported) {
      imported = importJWK(key.privateJwk as JWK, ALGORITHM) as Promise<CryptoKey>;
      privateKeys.set(key.kid, imported);
    }
    return imported;
  };

  async function verificationKey(header: JWTHeaderParameters) {
    const kid = header.kid ?? '';
    if (!publicKeys.has(kid) && Date.now() - reloadedForMissAt >= RELOAD_INTERVAL_MS) {
      reloadedForMissAt = Date.now();
      await loadPublicKeys();
    }
    const jwk = publicKeys.get(kid);
    if (!jwk) throw new Error('unknown signing key');
    let imported = importedPublicKeys.get(kid);
    if (!imported) {
      imported = importJWK(jwk, ALGORITHM);
      importedPublicKeys.set(kid, imported);
    }
    return imported;
  }

  return {
    jwks: async () => {
      await loadPublicKeys();
      return { keys: [...publicKeys.values()] };
    },

    /**
     * When the session of a token issued now may be deleted: a minute after the token expires,
     * so no row is pruned while its token still works.
     */
    sessionExpiryFromNow: () => new Date(Date.now() + ttlHours * 3_600_000 + 60_000),

    /** A token for an open session. */
    async issue(claims: TokenClaims): Promise<string> {
      const newest = await keys.newest();
      if (!newest) throw new Error('No signing key is stored');
      return new SignJWT({ role: claims.role, ver: claims.version, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, kid: newest.kid, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(await privateKeyOf(newest));
    },

    /** The claims of a valid token, or undefined for a forged, expired or malformed one. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, verificationKey, {
          issuer: TOKEN_ISSUER,
          algorithms: [ALGORITHM],
        });
        return claimsOf(payload);
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

import { type JSONWebKeySet, createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { Viewer } from '../context';
import type { UpstreamClient } from '../upstream/upstream-client';

/** Issuer the backend writes into its tokens (backend/src/features/accounts/token-service.ts). */
const ISSUER = 'creators-combat-league';
/** The JWKS is fetched again at most this often, when a token names a key not yet known. */
const JWKS_REFRESH_MS = 30_000;

export type TokenCheck =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; viewer: Viewer | undefined }
  | { kind: 'invalid' };

function viewerOf(payload: { sub?: string; role?: unknown }): Viewer | undefined {
  const userId = Number(payload.sub);
  const role =
    payload.role === 'admin' ? 'admin' : payload.role === 'player' ? 'player' : undefined;
  return Number.isInteger(userId) && userId > 0 && role ? { userId, role } : undefined;
}

/**
 * Checks bearer tokens against the backend's keys, fetched through the upstream client and
 * cached, so an expired or forged token is refused without calling the upstream. With
 * verification off (an upstream whose keys are unknown) tokens pass through as they are.
 */
export function createTokenVerifier(upstream: UpstreamClient, verify: boolean) {
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  let fetchedAt = 0;

  async function refreshKeys(): Promise<void> {
    const { body } = await upstream.call<JSONWebKeySet>('jwks');
    keys = createLocalJWKSet(body);
    fetchedAt = Date.now();
  }

  async function verifyWithKeys(token: string) {
    if (!keys) await refreshKeys();
    try {
      return await jwtVerify(token, keys!, { issuer: ISSUER });
    } catch (error) {
      const unknownKey = (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY';
      if (!unknownKey || Date.now() - fetchedAt < JWKS_REFRESH_MS) throw error;
      await refreshKeys();
      return jwtVerify(token, keys!, { issuer: ISSUER });
    }
  }

  return async function check(authorization: string | undefined): Promise<TokenCheck> {
    if (!authorization) return { kind: 'none' };
    const [scheme, token] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return { kind: 'invalid' };
    if (!verify) {
      try {
        return { kind: 'valid', token, viewer: viewerOf(decodeJwt(token)) };
      } catch {
        return { kind: 'valid', token, viewer: undefined };
      }
    }
    try {
      const { payload } = await verifyWithKeys(token);
      return { kind: 'valid', token, viewer: viewerOf(payload) };
    } catch (error) {
      // Keys that cannot be fetched are the upstream's failure, not the player's.
      if ((error as { name?: string }).name === 'UpstreamError') throw error;
      return { kind: 'invalid' };
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

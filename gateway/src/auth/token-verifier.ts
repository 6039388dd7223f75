import { type JSONWebKeySet, createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { UpstreamClient } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';

/** Issuer the backend writes into its tokens (backend/src/tokens/token-service.ts). */
const ISSUER = 'creators-combat-league';
/** The JWKS is fetched again at most this often, when a token names a key not yet known. */
const JWKS_REFRESH_MS = 30_000;
/** Public-key algorithms only: a token can never pick an HMAC or `none` for itself. */
const ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'EdDSA'];
/** The backend's and the gateway's clocks may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** `Bearer <token>`, one token, nothing after it. */
const BEARER = /^Bearer +([^\s]+) *$/i;

/** Who is calling, as their verified token says. */
export interface Viewer {
  userId: number;
  role: 'player' | 'admin';
}

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

type KeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * Checks bearer tokens against the backend's keys, fetched through the upstream client once and
 * cached, so an expired or forged token is refused without calling the upstream. Concurrent
 * requests share one fetch. With verification off (an upstream whose keys are unknown) tokens
 * pass through as they are and the upstream judges them.
 */
export function createTokenVerifier(upstream: UpstreamClient, verify: boolean) {
  let keys: KeySet | undefined;
  let fetchedAt = 0;
  let fetching: Promise<KeySet> | undefined;

  async function fetchKeys(): Promise<KeySet> {
    const { body } = await upstream.call<JSONWebKeySet>('jwks');
    try {
      keys = createLocalJWKSet(body);
    } catch {
      // A key set that is not one is the upstream's fault: no player is told their token is bad.
      throw new UpstreamError('jwks', 'bad_response', 200, undefined);
    }
    fetchedAt = Date.now();
    return keys;
  }

  /** The cached keys, or one fetch shared by everyone who asks while it runs. */
  function refreshKeys(): Promise<KeySet> {
    fetching ??= fetchKeys().finally(() => {
      fetching = undefined;
    });
    return fetching;
  }

  const verifyWith = (token: string, keySet: KeySet) =>
    jwtVerify(token, keySet, {
      issuer: ISSUER,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });

  async function verifyWithKeys(token: string) {
    const current = keys ?? (await refreshKeys());
    try {
      return await verifyWith(token, current);
    } catch (error) {
      // A key not seen yet may be a rotation; look again, but not on every forged token.
      const unknownKey = (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY';
      if (!unknownKey || Date.now() - fetchedAt < JWKS_REFRESH_MS) throw error;
      return verifyWith(token, await refreshKeys());
    }
  }

  return async function check(authorization: string | undefined): Promise<TokenCheck> {
    if (!authorization) return { kind: 'none' };
    const token = BEARER.exec(authorization)?.[1];
    if (!token) return { kind: 'invalid' };
    if (!verify) {
      try {
        return { kind: 'valid', token, viewer: viewerOf(decodeJwt(token)) };
      } catch {
        return { kind: 'valid', token, viewer: undefined };
      }
    }
    try {
      const { payload } = await verifyWithKeys(token);
      // Signed, but not naming a user and role the backend would accept: refused like it.
      const viewer = viewerOf(payload);
      return viewer ? { kind: 'valid', token, viewer } : { kind: 'invalid' };
    } catch (error) {
      // Keys that cannot be fetched are the upstream's failure, not the player's.
      if (error instanceof UpstreamError) throw error;
      return { kind: 'invalid' };
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

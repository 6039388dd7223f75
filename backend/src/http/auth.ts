import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '../db/schema';
import { BANNED_MESSAGE, forbidden, unauthenticated } from '../errors';
import type { TokenService } from '../tokens/token-service';

export interface AuthUser {
  id: number;
  username: string;
  role: UserRole;
  banned: boolean;
  /** The session of the token that made the call (logout ends this one only). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The account behind a token, read only while the token's session is open. */
export interface SessionUserLookup {
  findAuthUser(
    id: number,
    sessionId: string,
    version: number,
  ): Promise<{ id: number; username: string; role: UserRole; banned_at: Date | null } | undefined>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Route guards. The token says who is calling; the user row and the token's session are read
 * together on every call, so a ban, a role change, a logout, a password reset or a deleted
 * account takes effect at once, not when the token expires (decisions 009, 025).
 */
export function createAuthGuards(users: SessionUserLookup, tokens: TokenService) {
  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated('Please log in to continue.');
    const claims = await tokens.verify(token);
    if (!claims) throw unauthenticated('Your session has expired. Please log in again.');
    // No row: the session ended (logout), or every session did (a raised version), or the
    // account is gone.
    const row = await users.findAuthUser(claims.userId, claims.sessionId, claims.version);
    if (!row) throw unauthenticated('Your session has expired. Please log in again.');
    const user = {
      id: row.id,
      username: row.username,
      role: row.role,
      banned: row.banned_at !== null,
      sessionId: claims.sessionId,
    };
    request.user = user;
    return user;
  }

  return {
    /** Any logged-in user, banned or not (banned players may still read their own data). */
    requireUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(request);
    },
    /** A logged-in player in good standing: bookings, teams and money movements. */
    requireActiveUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await authenticate(request);
      if (user.banned) throw forbidden(BANNED_MESSAGE);
    },
    /** Anyone; a bearer token, when sent, must be valid and names the caller (request.user). */
    optionalUser: async (request: FastifyRequest, _reply: FastifyReply) => {
      if (bearerToken(request) !== undefined) await authenticate(request);
    },
    requireAdmin: async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await authenticate(request);
      if (user.role !== 'admin') throw forbidden('Only organisers can do that.');
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The authenticated user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

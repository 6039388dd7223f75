import { gatewayError } from '../errors/error-model';
import type { Viewer } from './token-verifier';

/**
 * Organiser operations are refused before any upstream call: no token is UNAUTHENTICATED, a
 * player's token FORBIDDEN. A token whose role the gateway cannot read (verification off and
 * an opaque token) goes on, and the upstream's own 401/403 decides.
 */
export function requireAdmin(ctx: { token: string | undefined; viewer: Viewer | undefined }): void {
  if (!ctx.token) throw gatewayError('UNAUTHENTICATED');
  if (ctx.viewer && ctx.viewer.role !== 'admin') throw gatewayError('FORBIDDEN');
}

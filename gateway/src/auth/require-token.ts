import { gatewayError } from '../errors/error-model';

/** The player's token; without one the field or mutation ends here, before any upstream call. */
export function requireToken(ctx: { token: string | undefined }): string {
  if (!ctx.token) throw gatewayError('UNAUTHENTICATED');
  return ctx.token;
}

import type { GatewayContext } from '../../context';
import { payloadOf } from '../../errors/error-model';
import type { UserError } from '../../generated/resolvers-types';
import { inputFieldsOf } from './admin-inputs';

/**
 * An organiser mutation's payload: the upstream's refusals as payload errors named after the
 * input's fields; after a change, the request's cached reads are forgotten.
 */
export async function adminPayload<T extends object>(
  ctx: GatewayContext,
  work: () => Promise<T>,
): Promise<Partial<T> & { errors: UserError[]; message: string | null }> {
  // On failure payloadOf answers only errors and message; on success, the work's own fields.
  const payload = (await payloadOf(work)) as Partial<T> & {
    errors: UserError[];
    message?: string | null;
  };
  if (payload.errors.length) {
    return { ...payload, errors: inputFieldsOf(payload.errors), message: payload.message ?? null };
  }
  ctx.loaders.clear();
  return { ...payload, message: payload.message ?? null };
}

/** Input the gateway refused itself, before any upstream call. */
export const refused = (errors: UserError[]) => ({
  errors,
  message: errors[0]?.message ?? null,
});

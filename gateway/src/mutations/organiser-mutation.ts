import type { GatewayContext } from '../context';
import { requireAdmin } from '../auth/require-admin';
import type { UserError } from '../generated/resolvers-types';
import { rejected } from './rejected';
import { runMutation } from './run-mutation';

export interface OrganiserPlan {
  /** What the gateway found wrong in the input itself, refused before any upstream call. */
  refusals?: UserError[];
  /** The upstream's field names in its refusals, renamed to the input's own. */
  inputFields?: (errors: UserError[]) => UserError[];
}

/**
 * An organiser's mutation: the role is checked first (UNAUTHENTICATED or FORBIDDEN, before
 * the input is judged), then the input's refusals, then the upstream work. The payload always
 * has a message; after a change, the request's cached reads are forgotten.
 */
export async function runOrganiserMutation<T extends object>(
  ctx: GatewayContext,
  plan: OrganiserPlan,
  work: () => Promise<T>,
): Promise<Partial<T> & { errors: UserError[]; message: string | null }> {
  requireAdmin(ctx);
  if (plan.refusals?.length) return rejected(plan.refusals);
  const payload: Partial<T> & { errors: UserError[]; message?: string | null } = await runMutation(
    ctx,
    { inputFields: plan.inputFields },
    work,
  );
  if (!payload.errors.length) ctx.loaders.clear();
  return { ...payload, message: payload.message ?? null };
}

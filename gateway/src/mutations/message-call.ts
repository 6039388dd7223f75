import type { GatewayContext } from '../context';
import type { RouteName } from '../upstream/route-table';
import type { CallOptions } from '../upstream/upstream-client';

/** A call answered with `{ message }` only (SPEC §7: "success or failure"), its sentence kept. */
export async function messageCall(ctx: GatewayContext, route: RouteName, options: CallOptions) {
  const { body } = await ctx.upstream.call(route, options);
  return { message: messageOf(body) };
}

/** The `message` of an upstream answer, when it has one. */
export function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

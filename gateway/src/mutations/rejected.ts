import type { UserError } from '../generated/resolvers-types';

/** A mutation's payload: its own fields and the refusals a player can act on. */
export type Payload<T> = T & { errors: UserError[] };

/**
 * A refused mutation's payload: its errors, the first one's sentence as the message. The one
 * shape of every refusal, whether the gateway or the upstream refused.
 */
export function rejected<T extends object>(errors: UserError[]): Payload<T> {
  return { errors, message: errors[0]?.message ?? null } as unknown as Payload<T>;
}

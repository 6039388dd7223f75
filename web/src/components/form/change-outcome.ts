import { type PayloadError, payloadFailureMessage, thrownServerMessage } from './payload-errors';

/** What every organiser mutation answers besides its own fields. */
export interface OrganiserPayload {
  errors: readonly PayloadError[];
  message?: string | null;
}

export type ChangeOutcome =
  | { ok: true; message: string | null }
  | {
      ok: false;
      /** The platform's words (it names who decided first on a conflict), else the fallback. */
      message: string;
      /** Someone else changed it first: nothing happened, and the screen should ask again. */
      conflict: boolean;
      errors: readonly PayloadError[];
    };

interface ThrownLike {
  graphQLErrors?: readonly { extensions?: { code?: unknown } }[];
}

// Only the answer's own errors: a CONFLICT inside a non-2xx answer (HTTP 409, this same change
// still running under its idempotency key) is not someone else's decision.
const thrownConflict = (error: unknown) =>
  ((error ?? {}) as ThrownLike).graphQLErrors?.some(
    (entry) => entry.extensions?.code === 'CONFLICT',
  ) ?? false;

/**
 * Sends one organiser change and reads its answer the one way every console screen does: no
 * errors is success; a CONFLICT (in the payload or thrown) is someone else's decision first;
 * anything else is a failure with the platform's message, else `fallback`.
 */
export async function sendOrganiserChange(
  send: () => Promise<OrganiserPayload | null | undefined>,
  fallback: string,
): Promise<ChangeOutcome> {
  try {
    const payload = await send();
    if (payload && payload.errors.length === 0)
      return { ok: true, message: payload.message ?? null };
    return {
      ok: false,
      message: (payload && payloadFailureMessage(payload, null)) || fallback,
      conflict: payload?.errors.some((error) => error.code === 'CONFLICT') ?? false,
      errors: payload?.errors ?? [],
    };
  } catch (error) {
    return {
      ok: false,
      message: thrownServerMessage(error) ?? fallback,
      conflict: thrownConflict(error),
      errors: [],
    };
  }
}

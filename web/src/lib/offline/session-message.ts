/**
 * What the page tells the service worker when the stored token changes: the session whose
 * private reads may stay saved (read-keeping.ts), null when none may.
 */
const TYPE = 'ccl-session-changed';

interface SessionMessage {
  type: typeof TYPE;
  session: string | null;
}

export const sessionMessage = (session: string | null): SessionMessage => ({ type: TYPE, session });

/** The session a message names, or undefined when it is not this kind of message. */
export function sessionOfMessage(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, session } = data as Partial<SessionMessage>;
  if (type !== TYPE) return undefined;
  return typeof session === 'string' ? session : null;
}

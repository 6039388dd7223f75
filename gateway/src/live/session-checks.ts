import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '#common/live-events';
import type { Viewer } from '../auth/token-verifier';
import type { LiveHub } from '../live-feed/live-hub';
import type { UpstreamClient } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';
import type { SessionAnswer, SessionAnswerStore } from './session-answers';

/**
 * How long the backend's answer about a token (still in a session, or not) is believed without
 * asking again (decision 053). The backend's `sessions.ended` and `account.banned` events end a
 * believed session at once; this bound only matters while those events are late (the stream
 * reconnecting, a lease changing hands). Longer than a reconnecting crowd takes (a minute at a
 * room release), so the crowd costs at most one read per player.
 */
export const SESSION_CHECK_MS = 120_000;
/** Tokens remembered at most (a copy's sockets are far fewer); the oldest go first. */
const MAX_REMEMBERED = 100_000;

export interface SessionCheckOptions {
  upstream: UpstreamClient;
  hub: LiveHub;
  log: FastifyBaseLogger;
  /** Answers shared with the other copies (Redis); without it, each copy asks on its own. */
  shared?: SessionAnswerStore;
}

/** What connection_init knows of a token once its signature has been checked. */
export interface CheckedToken {
  token: string;
  viewer: Viewer | undefined;
  /** The backend session it names (`sid`), when it names one. */
  sessionId?: string;
  /** When it stops working (ms since the epoch), when it says. */
  expiresAt?: number;
}

interface Remembered {
  ended: boolean;
  until: number;
  userId: number;
  sessionId?: string;
}

const ENDS_SESSIONS = new Set(['sessions.ended', 'account.banned']);

/**
 * Whether a token's session was ended by the backend (a logout, all devices, a password reset,
 * a ban), asked once per token and remembered for SESSION_CHECK_MS, so 20,000 phones
 * reconnecting at a room release cost one backend read per player, not per socket. Sockets
 * connecting together with one token share one read. Only the backend's refusal (401) counts as
 * ended; an upstream that cannot answer is not remembered and lets the socket in, its reads
 * failing on their own as before.
 */
export function createSessionChecks(options: SessionCheckOptions) {
  const { upstream, hub, log, shared } = options;
  const remembered = new Map<string, Remembered>();
  const tokensOfUser = new Map<number, Set<string>>();
  const asking = new Map<string, Promise<boolean>>();
  // Bumped by every event that ends sessions: an answer asked across one is not remembered.
  let endings = 0;
  // Answers are remembered only once the events that end them are heard.
  let listening = false;
  let starting: Promise<void> | undefined;

  function forget(token: string) {
    const entry = remembered.get(token);
    if (!entry) return;
    remembered.delete(token);
    const tokens = tokensOfUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(entry.userId);
  }

  function remember(token: string, entry: Remembered) {
    forget(token);
    if (remembered.size >= MAX_REMEMBERED) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    remembered.set(token, entry);
    const tokens = tokensOfUser.get(entry.userId) ?? new Set<string>();
    tokens.add(token);
    tokensOfUser.set(entry.userId, tokens);
  }

  const stopListening = hub.listen((event: LiveEvent) => {
    if (!ENDS_SESSIONS.has(event.kind) || event.userId === null) return;
    endings += 1;
    const session = event.kind === 'sessions.ended' ? event.subjectId : null;
    for (const token of [...(tokensOfUser.get(event.userId) ?? [])]) {
      const entry = remembered.get(token);
      if (!entry || (session && entry.sessionId !== session)) continue;
      // A logout names its session, which never comes back: refused without asking. Without
      // one (all devices, a ban), a token issued just after the event may be the player's new
      // login, so the backend is asked again.
      if (session) remember(token, { ...entry, ended: true });
      else forget(token);
    }
    // A read under way may have been answered before the end: sockets from now on ask afresh
    // (those already waiting were listed under their player, whose sockets this event closes).
    asking.clear();
    void shared?.endSessionsOf(event.userId);
  });

  function startListening() {
    starting ??= hub.ensureStarted().then(
      () => void (listening = true),
      (error: unknown) => log.warn({ err: error }, 'session checks: live events unavailable'),
    );
  }

  /** Remembered here, and for the other copies, unless an event that ends sessions came meanwhile. */
  function keep(checked: CheckedToken, answer: SessionAnswer, endingsBefore: number) {
    const { viewer } = checked;
    if (!viewer || !listening || endings !== endingsBefore) return false;
    remember(checked.token, { ...answer, userId: viewer.userId, sessionId: checked.sessionId });
    return true;
  }

  async function ask(checked: CheckedToken): Promise<boolean> {
    const before = endings;
    const askedAt = Date.now();
    if (checked.viewer && listening) {
      const known = await shared?.get(checked.token, checked.viewer.userId);
      if (known && keep(checked, known, before)) return known.ended;
    }
    let ended: boolean;
    try {
      await upstream.call('profile', { token: checked.token, log });
      ended = false;
    } catch (error) {
      if (!(error instanceof UpstreamError && error.status === 401)) return false;
      ended = true;
    }
    const until = Math.min(askedAt + SESSION_CHECK_MS, checked.expiresAt ?? Infinity);
    if (keep(checked, { ended, until }, before))
      void shared?.set(checked.token, { ended, until }, askedAt);
    return ended;
  }

  return {
    /** True when the backend ended the token's session (or said so within the bound). */
    ended(checked: CheckedToken): Promise<boolean> {
      startListening();
      const known = remembered.get(checked.token);
      if (known && known.until > Date.now()) return Promise.resolve(known.ended);
      if (known) forget(checked.token);
      let answer = asking.get(checked.token);
      if (!answer) {
        answer = ask(checked).finally(() => {
          if (asking.get(checked.token) === answer) asking.delete(checked.token);
        });
        asking.set(checked.token, answer);
      }
      return answer;
    },
    close: stopListening,
  };
}

export type SessionChecks = ReturnType<typeof createSessionChecks>;

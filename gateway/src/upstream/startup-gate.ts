import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamClient } from './upstream-client';
import { UpstreamError } from './upstream-error';

/** How often the upstream is asked whether it is up, until it first is. */
const POLL_MS = 250;

export interface StartupGate {
  /** True once the upstream has answered once; it stays true (later outages are errors). */
  isReady(): boolean;
  /** Resolves true as soon as the upstream is ready, false when `ms` pass first. */
  waitUntilReady(ms: number): Promise<boolean>;
  stop(): void;
}

/**
 * `npm start` runs the gateway and the backend side by side; the backend listens only once its
 * database is migrated and seeded, which on a first start takes a while. Until the upstream has
 * answered once, requests wait for it (decision 013) instead of failing as UPSTREAM_UNAVAILABLE.
 * Any HTTP answer counts: the upstream is up, whatever it thinks of the key request.
 */
export function createStartupGate(
  upstream: UpstreamClient,
  log: FastifyBaseLogger,
  onReady: () => void,
): StartupGate {
  let ready = false;
  let stopped = false;
  let markReady!: () => void;
  const readyOnce = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  // Each refused poll would log a warning; the wait is expected, so only errors are logged.
  const quiet = log.child({}, { level: 'error' });

  async function poll(): Promise<void> {
    while (!stopped) {
      try {
        await upstream.call('jwks', { log: quiet });
        break;
      } catch (error) {
        if (error instanceof UpstreamError && error.failure === 'status') break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    if (stopped) return;
    ready = true;
    markReady();
    onReady();
  }
  void poll();

  return {
    isReady: () => ready,
    async waitUntilReady(ms) {
      if (ready) return true;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      const outcome = await Promise.race([readyOnce.then(() => true as const), timedOut]);
      clearTimeout(timer);
      return outcome;
    },
    stop() {
      stopped = true;
    },
  };
}

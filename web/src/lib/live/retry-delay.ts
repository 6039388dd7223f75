/**
 * How long the live socket waits before its next attempt: doubling from one second up to half
 * a minute, then at that pace for as long as it takes (a match can outlast a long outage). The
 * wait is drawn between half and all of that step ("equal jitter"), so phones that lost the
 * same gateway do not all come back in the same instant.
 */
export const RETRY_DELAY = { initialMs: 1000, maxMs: 30_000 } as const;

export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RETRY_DELAY.maxMs, RETRY_DELAY.initialMs * 2 ** Math.max(attempt, 0));
  return Math.round(step / 2 + random() * (step / 2));
}

import { expect } from 'vitest';
import type { TestStack } from '../support/gateway-server';

/**
 * What the backend received, without the key set the gateway fetches once to check tokens:
 * a test asserts that a refused request made no call on the player's behalf.
 */
export const playerCalls = (stack: TestStack) =>
  stack.backend.requestLog.filter((entry) => !entry.url.startsWith('/.well-known/'));

/** Runs `work` and checks that it reached no upstream route. */
export async function withoutUpstreamCall<T>(stack: TestStack, work: () => Promise<T>): Promise<T> {
  const before = playerCalls(stack).length;
  const result = await work();
  expect(playerCalls(stack).slice(before)).toEqual([]);
  return result;
}

/** The upstream requests `work` made, as "METHOD path" lines (query strings left out). */
export async function upstreamCallsOf(stack: TestStack, work: () => Promise<unknown>) {
  const before = playerCalls(stack).length;
  await work();
  return playerCalls(stack)
    .slice(before)
    .map((entry) => `${entry.method} ${entry.url.split('?')[0]}`);
}

/** The fields every payload answers. */
export const PAYLOAD_FIELDS = 'errors { field code message } message';

/** The six digits of the newest code mailed to `email`. */
export async function mailedCode(stack: TestStack, email: string): Promise<string> {
  const mail = await stack.backend.lastMailTo(email);
  const code = /code is (\d{6})/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

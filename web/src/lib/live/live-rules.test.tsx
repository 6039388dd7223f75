import { describe, expect, it } from 'vitest';
import {
  BLOCKED_AFTER_FAILURES,
  IDLE_CONNECTION,
  afterAcknowledged,
  afterClosed,
  afterConnecting,
  shouldPoll,
} from './connection-state';
import { liveUrlOf } from './live-url';
import { RETRY_DELAY, retryDelayMs } from './retry-delay';

describe('liveUrlOf', () => {
  it('opens the socket where the HTTP endpoint is, ws beside http and wss beside https', () => {
    expect(liveUrlOf('/graphql', 'https://ccl.example/tournaments')).toBe(
      'wss://ccl.example/graphql',
    );
    expect(liveUrlOf('/graphql', 'http://localhost:5173/')).toBe('ws://localhost:5173/graphql');
    expect(liveUrlOf('http://localhost/graphql', 'http://localhost:3000/')).toBe(
      'ws://localhost/graphql',
    );
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second, jittered between half and all of the step', () => {
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 1)).toBe(1000);
    expect(retryDelayMs(2, () => 0)).toBe(2000);
    expect(retryDelayMs(2, () => 1)).toBe(4000);
  });

  it('stays at half a minute at most, however long it takes', () => {
    expect(retryDelayMs(50, () => 1)).toBe(RETRY_DELAY.maxMs);
    expect(retryDelayMs(50, () => 0)).toBe(RETRY_DELAY.maxMs / 2);
  });
});

describe('connection state', () => {
  const failOnce = (state = IDLE_CONNECTION) =>
    afterClosed(afterConnecting(state), { code: 1006, acknowledged: false });

  it('is blocked (the screens poll) after the first failed attempts in a row', () => {
    let state = IDLE_CONNECTION;
    for (let attempt = 1; attempt < BLOCKED_AFTER_FAILURES; attempt += 1) {
      state = failOnce(state);
      expect(state.state).toBe('retrying');
      expect(shouldPoll(state)).toBe(false);
    }
    state = failOnce(state);
    expect(state.state).toBe('blocked');
    expect(shouldPoll(state)).toBe(true);
    expect(afterConnecting(state).state).toBe('blocked');
  });

  it('is open again, with no failures, once the gateway acknowledges a socket', () => {
    expect(afterAcknowledged()).toEqual({ state: 'open', failures: 0 });
  });

  it('does not count a restart for a new token or a refused token as a failure', () => {
    const connecting = afterConnecting(IDLE_CONNECTION);
    expect(afterClosed(connecting, { code: 4205, acknowledged: false }).failures).toBe(0);
    expect(afterClosed(connecting, { code: 4403, acknowledged: false }).failures).toBe(0);
  });

  it('is idle when the app closes the socket because no screen listens', () => {
    expect(afterClosed(afterAcknowledged(), { code: 1000, acknowledged: true })).toEqual(
      IDLE_CONNECTION,
    );
  });

  it('is retrying, not failing, when an acknowledged socket drops', () => {
    expect(afterClosed(afterAcknowledged(), { code: 1012, acknowledged: true })).toEqual({
      state: 'retrying',
      failures: 0,
    });
  });

  it('is blocked at once by a close the client does not retry', () => {
    expect(afterClosed(afterAcknowledged(), { code: 4400, acknowledged: true }).state).toBe(
      'blocked',
    );
  });
});

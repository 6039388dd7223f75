/**
 * Where the live socket stands, as the screens need to know it: whether updates arrive on
 * their own, or whether the socket keeps failing (a network or proxy that blocks WebSocket)
 * and the live screens should poll instead.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'retrying' | 'blocked';

export interface ConnectionState {
  state: SocketState;
  /** Attempts in a row that ended before the gateway acknowledged the socket. */
  failures: number;
}

/** After this many failed attempts in a row the socket counts as blocked. */
export const BLOCKED_AFTER_FAILURES = 3;

export const IDLE_CONNECTION: ConnectionState = { state: 'idle', failures: 0 };

/** The app closes its own socket with this code to connect again with a new token. */
export const RESTART_CLOSE_CODE = 4205;
/** The gateway refuses the token (forged, expired, ended): a session matter, not a blocked network. */
export const FORBIDDEN_CLOSE_CODE = 4403;
const NORMAL_CLOSE_CODE = 1000;

/**
 * Close codes after which graphql-ws's client gives up instead of trying again (its
 * `shouldRetryConnectOrThrow`): the subscriptions end, so the screens must poll at once.
 */
const GIVEN_UP_CODES = new Set([4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429]);
const RETRIED_PROTOCOL_CODES = new Set([1000, 1001, 1005, 1006, 1012, 1013, 1014]);

export const givesUp = (code: number): boolean =>
  GIVEN_UP_CODES.has(code) || (code >= 1000 && code <= 1999 && !RETRIED_PROTOCOL_CODES.has(code));

const stateAfterFailures = (failures: number): SocketState =>
  failures >= BLOCKED_AFTER_FAILURES ? 'blocked' : 'retrying';

export function afterConnecting(current: ConnectionState): ConnectionState {
  if (current.failures === 0) return { ...current, state: 'connecting' };
  return { ...current, state: stateAfterFailures(current.failures) };
}

export const afterAcknowledged = (): ConnectionState => ({ state: 'open', failures: 0 });

/**
 * A socket that closed. The app's own closing once no screen listens is idle; one that ends
 * before the gateway acknowledged it is a failed attempt (unless the app restarted it or the
 * gateway refused the token); one the client will not retry blocks at once.
 */
export function afterClosed(
  current: ConnectionState,
  close: { code: number; acknowledged: boolean },
): ConnectionState {
  if (givesUp(close.code)) return { state: 'blocked', failures: BLOCKED_AFTER_FAILURES };
  if (close.acknowledged && close.code === NORMAL_CLOSE_CODE) return IDLE_CONNECTION;
  const failed =
    !close.acknowledged && close.code !== RESTART_CLOSE_CODE && close.code !== FORBIDDEN_CLOSE_CODE;
  const failures = current.failures + (failed ? 1 : 0);
  return { state: stateAfterFailures(failures), failures };
}

/** Whether the live screens should poll: the socket cannot carry their updates. */
export const shouldPoll = (connection: ConnectionState): boolean => connection.state === 'blocked';

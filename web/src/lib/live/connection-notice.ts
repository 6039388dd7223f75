import type { ConnectionState } from './connection-state';

export const OFFLINE_NOTICE =
  'You are offline. We will update this page when the connection is back.';

/** Online, but the socket fails (a network or proxy that blocks WebSocket): the screens poll. */
export const pollingNotice = (pollIntervalMs: number): string =>
  `Live updates cannot reach you on this network. We check for changes every ${Math.round(
    pollIntervalMs / 1000,
  )} seconds instead.`;

/** What the layout tells the player about the connection, or null when all is well. */
export function connectionNoticeOf(
  online: boolean,
  connection: ConnectionState,
  pollIntervalMs: number,
): string | null {
  if (!online) return OFFLINE_NOTICE;
  if (connection.state === 'blocked') return pollingNotice(pollIntervalMs);
  return null;
}

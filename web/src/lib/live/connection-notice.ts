import type { ConnectionState } from './connection-state';

export const OFFLINE_NOTICE =
  'You are offline. Showing what you last saw; this page updates when the connection is back.';

/**
 * The phone says it is online, but the network did not answer in time: the page shows the
 * copies the service worker saved (decision 020).
 */
export const SAVED_COPY_NOTICE = 'The network is not answering. Showing what you last saw.';

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
  showingSavedCopy: boolean,
): string | null {
  if (!online) return OFFLINE_NOTICE;
  if (showingSavedCopy) return SAVED_COPY_NOTICE;
  if (connection.state === 'blocked') return pollingNotice(pollIntervalMs);
  return null;
}

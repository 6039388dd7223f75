import { type ReactNode, createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { type ConnectionState, IDLE_CONNECTION, shouldPoll } from './connection-state';
import type { LiveConnection } from './live-connection';

/** Without a provider (a component rendered alone) nothing is live and nothing polls. */
const NO_CONNECTION: Pick<LiveConnection, 'getState' | 'onStateChange' | 'pollIntervalMs'> = {
  getState: () => IDLE_CONNECTION,
  onStateChange: () => () => {},
  pollIntervalMs: 0,
};

const LiveConnectionContext = createContext(NO_CONNECTION);

/** Gives the screens the app's live socket, and lets it follow the session while mounted. */
export function LiveConnectionProvider({
  connection,
  children,
}: {
  connection: LiveConnection;
  children: ReactNode;
}) {
  useEffect(() => connection.start(), [connection]);
  return (
    <LiveConnectionContext.Provider value={connection}>{children}</LiveConnectionContext.Provider>
  );
}

/** The app's live socket (its state and polling interval). */
export const useLiveConnection = () => useContext(LiveConnectionContext);

/** Where the live socket stands; re-renders when that changes. */
export function useLiveConnectionState(): ConnectionState {
  const connection = useContext(LiveConnectionContext);
  return useSyncExternalStore(connection.onStateChange, connection.getState, connection.getState);
}

/**
 * The `pollInterval` a live screen gives its query: none while pushes arrive (or may yet),
 * the fallback interval while the socket is blocked.
 */
export function useLivePollInterval(): number | undefined {
  const connection = useContext(LiveConnectionContext);
  const state = useLiveConnectionState();
  return shouldPoll(state) ? connection.pollIntervalMs : undefined;
}

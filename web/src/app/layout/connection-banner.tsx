import { connectionNoticeOf } from '../../lib/live/connection-notice';
import { useLiveConnection, useLiveConnectionState } from '../../lib/live/live-context';
import { useOnline } from '../../lib/live/use-online';
import { useShowingSavedCopy } from '../../lib/offline/saved-copy';

/**
 * Says so while the browser is offline or the network does not answer (the page then shows what
 * the player last saw), or while the live socket cannot connect. It is the sticky header's last
 * row: always in view, and the page moves down under it rather than having its top hidden, which
 * a network that blocks WebSocket would do for a whole visit.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const connection = useLiveConnectionState();
  const { pollIntervalMs } = useLiveConnection();
  const savedCopy = useShowingSavedCopy();
  const notice = connectionNoticeOf(online, connection, pollIntervalMs, savedCopy);
  if (!notice) return null;
  return (
    <p className="connection-banner" role="status">
      {notice}
    </p>
  );
}

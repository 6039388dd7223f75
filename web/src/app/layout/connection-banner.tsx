import { connectionNoticeOf } from '../../lib/live/connection-notice';
import { useLiveConnection, useLiveConnectionState } from '../../lib/live/live-context';
import { useOnline } from '../../lib/live/use-online';

/**
 * Says so while the browser is offline or the live socket cannot connect. It hangs below the
 * sticky header, over the page rather than in its flow, so nothing moves when it comes and goes.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const connection = useLiveConnectionState();
  const { pollIntervalMs } = useLiveConnection();
  const notice = connectionNoticeOf(online, connection, pollIntervalMs);
  if (!notice) return null;
  return (
    <p className="connection-banner" role="status">
      {notice}
    </p>
  );
}

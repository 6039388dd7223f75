import { useApolloClient } from '@apollo/client';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  type KnownTournamentFragment,
  KnownTournamentFragmentDoc,
  type NotificationFieldsFragment,
} from '../../generated/layout';
import { formatDateTime, isoOf } from '../../lib/format-date';
import { PATHS, detailsPathOf } from '../../lib/paths';

/**
 * The details page of a notification's tournament. A notification names only the id: a
 * tournament the cache knows as special opens the special page, any other the normal one.
 */
function useTournamentPath() {
  const { cache } = useApolloClient();
  return (id: string) => {
    const special = cache.readFragment<KnownTournamentFragment>({
      id: cache.identify({ __typename: 'Tournament', kind: 'SPECIAL', id }),
      fragment: KnownTournamentFragmentDoc,
    });
    return detailsPathOf({ kind: special ? 'SPECIAL' : 'NORMAL', id });
  };
}

/** One message of the bell: what happened, the reason when any, when, and where to look. */
export function NotificationItem({
  notification,
  onMarkRead,
  marking,
}: {
  notification: NotificationFieldsFragment;
  onMarkRead: (id: string) => void;
  marking: boolean;
}) {
  const tournamentPath = useTournamentPath();
  const messageId = useId();
  const { id, kind, message, reason, createdAt, tournamentId, read } = notification;
  return (
    <li className={`notification${read ? '' : ' notification--unread'}`}>
      <p id={messageId} className="notification__message">
        {!read && <span className="visually-hidden">Unread: </span>}
        {message}
      </p>
      {reason && <p className="notification__reason">Reason: {reason}</p>}
      <p className="notification__meta">
        <time dateTime={isoOf(createdAt)}>{formatDateTime(createdAt)}</time>
        {/* An invitation is answered in the inbox (decision 037), not on the tournament. */}
        {kind === 'SQUAD_INVITED' ? (
          <Link to={PATHS.squadInvitations}>Open your invitations</Link>
        ) : (
          tournamentId && <Link to={tournamentPath(tournamentId)}>Open the tournament</Link>
        )}
        {!read && (
          <button
            type="button"
            className="link-button"
            aria-describedby={messageId}
            disabled={marking}
            onClick={() => onMarkRead(id)}
          >
            Mark read
          </button>
        )}
      </p>
    </li>
  );
}

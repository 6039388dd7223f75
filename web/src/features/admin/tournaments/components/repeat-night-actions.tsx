import { useState } from 'react';
import { Link } from 'react-router';
import type { TournamentStatus } from '../../../../generated/admin';
import { duplicateTournamentPath, overlayPath } from '../../../../lib/paths';
import { MessageSquadsDialog } from './message-squads-dialog';

/**
 * What an organiser does again every evening: start tomorrow's tournament from this one's form,
 * tell every booked squad something, and open the stream overlay for OBS.
 */
export function RepeatNightActions({
  tournamentId,
  name,
  status,
}: {
  tournamentId: string;
  name: string;
  status: TournamentStatus;
}) {
  const [messaging, setMessaging] = useState(false);
  return (
    <>
      <Link to={duplicateTournamentPath(tournamentId)} className="button">
        Duplicate
      </Link>
      {status !== 'CANCELLED' && (
        <button type="button" className="button" onClick={() => setMessaging(true)}>
          Message squads
        </button>
      )}
      <a href={overlayPath(tournamentId)} className="button" target="_blank" rel="noreferrer">
        Stream overlay
      </a>
      {messaging && (
        <MessageSquadsDialog
          tournamentId={tournamentId}
          name={name}
          onClose={() => setMessaging(false)}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import type { TournamentStatus } from '../../../../generated/admin';
import { CancelTournamentDialog } from './cancel-tournament-dialog';
import './tournaments-console.css';

/** A tournament that has been played, or already called off, cannot be cancelled. */
export const canBeCancelled = (status: TournamentStatus) =>
  status === 'UPCOMING' || status === 'LIVE';

/**
 * Cancel, asked once more with what it refunds (how many entry fees, how much in all) before
 * `updateTournament(status: CANCELLED)` is sent. Renders nothing once it cannot be cancelled.
 */
export function CancelTournamentButton({
  tournamentId,
  name,
  status,
  onCancelled,
}: {
  tournamentId: string;
  name: string;
  status: TournamentStatus;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (!canBeCancelled(status)) return null;
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Cancel tournament
      </button>
      {open && (
        <CancelTournamentDialog
          tournamentId={tournamentId}
          name={name}
          onClose={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false);
            onCancelled();
          }}
        />
      )}
    </>
  );
}

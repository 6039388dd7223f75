import { useState } from 'react';
import { type MyDisputeFieldsFragment, useMyCheckInQuery } from '../../../generated/match-night';
import { useSession } from '../../../lib/session';
import { DisputeDialog } from './dispute-dialog';
import './match-night.css';

const STATUS_TEXT: Record<MyDisputeFieldsFragment['status'], string> = {
  OPEN: 'Your dispute is with the organiser.',
  CORRECTED: 'Your dispute was resolved: the results were corrected.',
  REFUNDED: 'Your dispute was resolved: your entry fee was refunded.',
  REJECTED: 'Your dispute was rejected.',
};

/**
 * By a posted match on POINTS: "Dispute match N" for a member of a booked squad, or where
 * the squad's dispute of it stands. Nothing for anyone else.
 */
export function DisputeMatch({
  tournamentId,
  matchNumber,
}: {
  tournamentId: string;
  matchNumber: number;
}) {
  const { loggedIn } = useSession();
  const { data, refetch } = useMyCheckInQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-first',
    skip: !loggedIn,
  });
  const [open, setOpen] = useState(false);
  const tournament = data?.tournament;
  if (!loggedIn || !tournament?.myCheckIn?.squad) return null;
  const dispute = tournament.myDisputes?.find((row) => row.matchNumber === matchNumber);
  if (dispute) {
    return (
      <div className="dispute-match" role="status">
        <p className="dispute-match__status">{STATUS_TEXT[dispute.status]}</p>
        {dispute.resolutionReason && <p>Reason: {dispute.resolutionReason}</p>}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`Dispute match ${matchNumber}`}
        onClick={() => setOpen(true)}
      >
        Dispute match {matchNumber}
      </button>
      {open && (
        <DisputeDialog
          tournamentId={tournamentId}
          matchNumber={matchNumber}
          onClose={() => setOpen(false)}
          onOpened={() => void refetch()}
        />
      )}
    </>
  );
}

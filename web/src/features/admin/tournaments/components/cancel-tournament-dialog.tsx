import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { useTournamentCancellationQuery } from '../../../../generated/admin';
import { ConfirmDialog } from '../../shell/public';
import { useCancelTournament } from '../api/use-cancel-tournament';

/** "3 squads booked so far; 2 matches have no results yet." */
function standingSentence(bookings: number, unplayed: number): string {
  const booked = `${bookings} ${bookings === 1 ? 'squad' : 'squads'} booked so far`;
  if (unplayed === 0) return `${booked}; every match has its results.`;
  return `${booked}; ${unplayed} ${unplayed === 1 ? 'match has' : 'matches have'} no results yet.`;
}

function refundSentence(entries: number, total: string): string {
  if (entries === 0) return 'No entry fees to refund.';
  return `${entries} ${entries === 1 ? 'entry' : 'entries'} will be refunded, ${total} in all.`;
}

/** What cancelling would refund, read when the dialog opens so the numbers are today's. */
export function CancelTournamentDialog({
  tournamentId,
  name,
  onClose,
  onCancelled,
}: {
  tournamentId: string;
  name: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const preview = useTournamentCancellationQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'network-only',
  });
  const { cancel, sending } = useCancelTournament(tournamentId);
  const [failure, setFailure] = useState<string | null>(null);
  const cancellation = preview.data?.admin.tournament?.cancellation;
  const standing = preview.data?.admin.tournament?.statusPreview;

  async function confirm() {
    setFailure(null);
    const outcome = await cancel();
    if (outcome.ok) {
      toast.success(outcome.message || `${name} was cancelled`);
      onCancelled();
      return;
    }
    setFailure(outcome.message);
  }

  let consequence;
  if (cancellation)
    consequence = refundSentence(cancellation.entries, cancellation.total.formatted);
  else if (preview.error)
    consequence =
      thrownServerMessage(preview.error) ??
      'The refunds could not be counted. Close and try again.';
  else if (preview.data) consequence = 'This tournament no longer exists.';
  else consequence = 'Counting the entry fees to refund…';

  return (
    <ConfirmDialog
      title={`Cancel ${name}?`}
      confirmLabel="Cancel tournament"
      closeLabel="Keep it"
      busy={sending}
      canConfirm={Boolean(cancellation)}
      error={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {standing && <p>{standingSentence(standing.bookings, standing.matchesWithoutResults)}</p>}
      <p role="status">{consequence}</p>
      <p className="console-card__meta">
        Fees go back to the players' wallets at once. Once fees are refunded, it cannot be reopened.
      </p>
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import {
  type TournamentStatus,
  useTournamentCancellationQuery,
  useUpdateTournamentMutation,
} from '../../../../generated/admin';
import { payloadFailureMessage, thrownServerMessage } from '../../../entries/utils/server-message';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import './tournaments-console.css';

const CANCEL_FAILED = 'The tournament could not be cancelled. Try again.';

/** A tournament that has been played, or already called off, cannot be cancelled. */
export const canBeCancelled = (status: TournamentStatus) =>
  status === 'UPCOMING' || status === 'LIVE';

function refundSentence(entries: number, total: string): string {
  if (entries === 0) return 'No entry fees to refund.';
  return `${entries} ${entries === 1 ? 'entry' : 'entries'} will be refunded, ${total} in all.`;
}

/** What cancelling would refund, read when the dialog opens so the numbers are today's. */
function CancelDialog({
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
  const [updateTournament, { loading: sending }] = useUpdateTournamentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const cancellation = preview.data?.admin.tournament?.cancellation;

  async function confirm() {
    setFailure(null);
    try {
      const { data } = await updateTournament({
        variables: { id: tournamentId, patch: { status: 'CANCELLED' } },
      });
      const payload = data?.updateTournament;
      if (payload && payload.errors.length === 0) {
        toast.success(payload.message || `${name} was cancelled`);
        onCancelled();
        return;
      }
      setFailure((payload && payloadFailureMessage(payload, null)) ?? CANCEL_FAILED);
    } catch (error) {
      setFailure(thrownServerMessage(error) ?? CANCEL_FAILED);
    }
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
      <p role="status">{consequence}</p>
      <p className="console-card__meta">
        Fees go back to the players' wallets at once. A cancelled tournament cannot be reopened.
      </p>
    </ConfirmDialog>
  );
}

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
        <CancelDialog
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

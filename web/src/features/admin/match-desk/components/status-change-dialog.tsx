import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import {
  type TournamentStatus,
  useTournamentStatusPreviewQuery,
} from '../../../../generated/admin';
import { ConfirmDialog } from '../../shell/public';
import { useMoveTournament } from '../api/use-move-tournament';
import { type StatusMove, consequenceOf } from '../utils/status-moves';

/**
 * A status change asked once more with what it means now (squads booked, matches without
 * results), read when the dialog opens; a move that money has made final (prizes paid, fees
 * refunded) says so and cannot be confirmed.
 */
export function StatusChangeDialog({
  tournamentId,
  name,
  from,
  move,
  onClose,
}: {
  tournamentId: string;
  name: string;
  from: TournamentStatus;
  move: StatusMove;
  onClose: () => void;
}) {
  const preview = useTournamentStatusPreviewQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'network-only',
  });
  const { move: send, moving } = useMoveTournament(tournamentId);
  const [failure, setFailure] = useState<string | null>(null);
  const known = preview.data?.admin.tournament?.statusPreview;
  const consequence = known ? consequenceOf(from, move, known) : null;

  async function confirm() {
    setFailure(null);
    const outcome = await send(move.status);
    if (outcome.ok) {
      toast.success(outcome.message || 'Status changed');
      onClose();
      return;
    }
    setFailure(outcome.message);
  }

  let body;
  if (consequence?.blocked) body = <p role="status">{consequence.blocked}</p>;
  else if (consequence)
    body = (
      <div role="status">
        {consequence.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  else if (preview.error)
    body = (
      <p role="status">
        {thrownServerMessage(preview.error) ??
          'What this changes could not be read. Close and try again.'}
      </p>
    );
  else body = <p role="status">Reading what this changes…</p>;

  return (
    <ConfirmDialog
      title={`${move.label}: ${name}?`}
      confirmLabel={move.label}
      closeLabel="Keep it as it is"
      busy={moving}
      canConfirm={Boolean(consequence && !consequence.blocked)}
      error={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {body}
    </ConfirmDialog>
  );
}

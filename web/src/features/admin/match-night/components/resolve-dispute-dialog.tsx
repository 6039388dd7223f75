import { useState } from 'react';
import { DISPUTE_REASON_MAX_LENGTH } from '#common/disputes';
import type { DisputeResolution } from '../../../../generated/admin';
import { toast } from '../../../../lib/toast/toast';
import { ReasonDialog } from '../../shell/public';
import { useResolveDispute } from '../api/use-resolve-dispute';

/** What each resolution says before the organiser confirms it. */
export const RESOLUTIONS: Record<
  DisputeResolution,
  { action: string; title: (team: string) => string; note: string }
> = {
  CORRECTED: {
    action: 'Resolve as corrected',
    title: (team) => `Resolve ${team}'s dispute as corrected?`,
    note: 'Correct the match’s results first (with a reason) in Results; this links the correction.',
  },
  REFUNDED: {
    action: 'Refund entry fee',
    title: (team) => `Refund ${team}'s entry fee?`,
    note: 'For a verified technical fault: the squad’s entry fee goes back to whoever paid it, once.',
  },
  REJECTED: {
    action: 'Reject',
    title: (team) => `Reject ${team}'s dispute?`,
    note: 'The squad reads your reason in the bell.',
  },
};

/** One resolution of one dispute, asked once more with the reason the squad reads. */
export function ResolveDisputeDialog({
  disputeId,
  teamName,
  resolution,
  onClose,
}: {
  disputeId: string;
  teamName: string;
  resolution: DisputeResolution;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveDispute(disputeId);
  const words = RESOLUTIONS[resolution];

  async function confirm(reason: string) {
    setError(null);
    const outcome = await resolve(resolution, reason);
    if (outcome.ok) {
      toast.success(outcome.message || `${teamName}'s dispute is resolved`);
      onClose();
      return;
    }
    setError(outcome.message);
  }

  return (
    <ReasonDialog
      title={words.title(teamName)}
      confirmLabel={words.action}
      reasonLabel="Reason (the squad reads it)"
      maxLength={DISPUTE_REASON_MAX_LENGTH}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{words.note}</p>
    </ReasonDialog>
  );
}

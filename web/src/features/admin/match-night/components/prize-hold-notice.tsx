import { useState } from 'react';
import { DISPUTE_REASON_MAX_LENGTH } from '#common/disputes';
import { usePrizeHoldQuery } from '../../../../generated/admin';
import { toast } from '../../../../lib/toast/toast';
import { ReasonDialog, useConsoleChanges } from '../../shell/public';
import { useOverridePrizeHold } from '../api/use-override-prize-hold';
import './match-night.css';

/**
 * Why payouts wait: prizes are held while a dispute on the tournament is open, unless the
 * organiser lifts the hold with a reason (kept in the audit). Nothing while nothing holds them.
 */
export function PrizeHoldNotice({ tournamentId }: { tournamentId: string }) {
  const { data, refetch } = usePrizeHoldQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  useConsoleChanges(() => void refetch().catch(() => undefined), ['DISPUTE', 'PAYOUT']);
  const override = useOverridePrizeHold(tournamentId);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hold = data?.admin.tournament?.prizeHold;
  if (!hold?.held) return null;

  async function confirm(reason: string) {
    setError(null);
    const outcome = await override(reason);
    if (outcome.ok) {
      toast.success(outcome.message || 'Prizes can be paid');
      setAsking(false);
      return;
    }
    setError(outcome.message);
  }

  const open = hold.openDisputes === 1 ? '1 dispute is' : `${hold.openDisputes} disputes are`;
  return (
    <div className="prize-hold" role="status">
      <p>
        Payouts wait: {open} open on this tournament. Resolve them on the match desk, or pay now
        with a reason.
      </p>
      <button type="button" className="button" onClick={() => setAsking(true)}>
        Pay despite disputes
      </button>
      {asking && (
        <ReasonDialog
          title="Pay prizes while disputes are open?"
          confirmLabel="Lift the hold"
          reasonLabel="Reason (kept in the audit)"
          maxLength={DISPUTE_REASON_MAX_LENGTH}
          error={error}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

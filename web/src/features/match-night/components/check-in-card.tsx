import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { thrownServerMessage } from '../../../components/form/payload-errors';
import { useCheckInMutation, useMyCheckInQuery } from '../../../generated/match-night';
import { toast } from '../../../lib/toast/toast';
import { squadText, windowText } from '../utils/check-in-text';
import './match-night.css';

const FAILED = 'Check-in did not go through. Please try again.';

/**
 * The squad's check-in on a normal tournament's page: the window's times and, while it is
 * open, one button any member presses for the whole squad. Nothing without a squad or window.
 */
export function CheckInCard({ tournamentId }: { tournamentId: string }) {
  const { data, refetch } = useMyCheckInQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [checkIn] = useCheckInMutation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mine = data?.tournament?.myCheckIn;
  if (!mine?.squad || mine.window.phase === 'OFF') return null;
  const { squad, window } = mine;
  const state = squadText(squad);
  const canCheckIn = window.phase === 'OPEN' && !squad.checkedInAt && squad.status !== 'ABSENT';

  async function send() {
    setBusy(true);
    setRefusal(null);
    try {
      const { data: answer } = await checkIn({ variables: { tournamentId } });
      const payload = answer?.checkIn;
      if (payload && payload.errors.length === 0) {
        toast.success(payload.message ?? 'Your squad is checked in');
        await refetch();
      } else {
        setRefusal(payload?.errors[0]?.message ?? FAILED);
      }
    } catch (error) {
      setRefusal(thrownServerMessage(error) ?? FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="check-in" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading" className="check-in__heading">
        Check-in: {squad.teamName}
      </h2>
      <p>{windowText(window)}</p>
      {state && <p className="check-in__state">{state}</p>}
      {canCheckIn && (
        <button type="button" className="button" disabled={busy} onClick={send}>
          {busy ? 'Checking in...' : 'Check in my squad'}
        </button>
      )}
      <FormError message={refusal} />
    </section>
  );
}

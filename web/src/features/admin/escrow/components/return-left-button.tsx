import { useState } from 'react';
import { FormError } from '../../../../components/form/form-error';
import { Modal } from '../../../../components/modal/modal';
import { usePrizePoolChanges } from '../api/use-prize-pool';
import { ESCROW_TEXTS as TEXTS } from '../utils/escrow-texts';

/** Once the tournament is completed, what escrow still holds goes back to its funders. */
export function ReturnLeftButton({ tournamentId, left }: { tournamentId: string; left: string }) {
  const { returnLeft } = usePrizePoolChanges(tournamentId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setBusy(true);
    const outcome = await returnLeft();
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.message);
    setDone(outcome.message ?? TEXTS.returned);
    close();
  };
  return (
    <>
      <FormError message={done} tone="success" />
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {TEXTS.returnButton}
      </button>
      {open && (
        <Modal title={TEXTS.returnTitle} onClose={close}>
          <div className="confirm-dialog">
            <p>
              The escrow holds {left}. {TEXTS.returnWarning}
            </p>
            <FormError message={failure} />
            <div className="console-actions">
              <button type="button" className="button" onClick={close} disabled={busy}>
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirm()}
                disabled={busy}
              >
                {TEXTS.returnButton}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}

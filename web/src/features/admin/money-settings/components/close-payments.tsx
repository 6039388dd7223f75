import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { ConfirmDialog } from '../../shell/public';
import { usePayeeChanges } from '../api/use-payee-changes';
import { PAYEE_TEXTS as TEXTS } from '../utils/payee-texts';

/** Closing payments stops every player's deposits: asked once more, with the password. */
export function ClosePayments() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {TEXTS.close}
      </button>
      {open && <ClosePaymentsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ClosePaymentsDialog({ onClose }: { onClose: () => void }) {
  const changes = usePayeeChanges();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await changes.closePayments(password);
    setBusy(false);
    if (outcome.ok) {
      toast.success(outcome.message ?? TEXTS.closedToast);
      onClose();
    } else {
      setError(outcome.errors[0]?.message ?? outcome.message);
    }
  };

  return (
    <ConfirmDialog
      title={TEXTS.closeTitle}
      confirmLabel={TEXTS.close}
      busy={busy}
      canConfirm={password !== ''}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{TEXTS.closeText}</p>
      <div className="form-field">
        <label htmlFor={passwordId} className="form-field__label">
          {TEXTS.password}
        </label>
        <input
          id={passwordId}
          className="text-input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { FormError } from '../../../../components/form/form-error';
import { StatusMessage } from '../../../../components/states/status-message';
import { formatUtcLongDateTime } from '../../../../lib/format-date';
import { useOpenRegistration, useRegistration } from '../api/use-registration';

/**
 * The tournament's registration (issue 24): open since when, or what keeps it closed (a paid
 * one needs the registration number and a funded prize pool in production) and the button
 * that opens it.
 */
export function RegistrationPanel({ tournamentId }: { tournamentId: string }) {
  const { error, registration } = useRegistration(tournamentId);
  const openRegistration = useOpenRegistration(tournamentId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await openRegistration();
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.message);
    setDone(outcome.message ?? 'Registration is open.');
  };

  return (
    <section className="console-section" aria-labelledby="registration-heading">
      <h2 id="registration-heading">Registration</h2>
      {error && <StatusMessage tone="error">Error: {error.message}</StatusMessage>}
      <FormError message={done} tone="success" />
      {registration?.open && (
        <p>
          Registration is open since{' '}
          {registration.openedAt ? formatUtcLongDateTime(registration.openedAt) : 'its creation'}
          {registration.registrationNumber &&
            ` (e-sport registration ${registration.registrationNumber})`}
          .
        </p>
      )}
      {registration && !registration.open && (
        <>
          <p>Registration: not open</p>
          {registration.problems.length > 0 && (
            <ul className="registration-problems">
              {registration.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <FormError message={failure} />
          <button
            type="button"
            className="button button--primary"
            onClick={() => void open()}
            disabled={busy}
          >
            Open registration
          </button>
        </>
      )}
    </section>
  );
}

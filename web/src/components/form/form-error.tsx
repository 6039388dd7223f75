import './form.css';

/**
 * A form-level message below or above the fields: errors are alerts (read at once), successes
 * polite status. Renders nothing without a message.
 */
export function FormError({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <p className={`form-banner form-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

import type { ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps {
  children: ReactNode;
  /** While true the button is disabled, shows a spinner and reads `busyLabel`. */
  busy?: boolean;
  /** What the button reads while busy (defaults to its label). */
  busyLabel?: ReactNode;
  /** Disabled for another reason than being busy (e.g. a cool-down). */
  disabled?: boolean;
  className?: string;
}

/** A form's submit button; busy state is announced through aria-busy and the label change. */
export function SubmitButton({
  children,
  busy = false,
  busyLabel,
  disabled = false,
  className = 'button button--primary',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="submit-button__spinner" aria-hidden="true" />}
      {busy ? (busyLabel ?? children) : children}
    </button>
  );
}

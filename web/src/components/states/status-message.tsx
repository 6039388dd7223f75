import type { ReactNode } from 'react';

/**
 * A screen's empty, error or notice text. Errors are announced as alerts; other states
 * politely, so a screen reader hears why a list is empty.
 */
export function StatusMessage({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <p
      className={`status-message status-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

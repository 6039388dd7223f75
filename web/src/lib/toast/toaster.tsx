import { Toaster, toast } from 'react-hot-toast';
import { TOAST_MS } from '#common/constants';

export { toast };

/**
 * Toasts sit top-centre and last as SPEC §9 says, which are react-hot-toast's own defaults, set
 * from the shared constants so they cannot drift.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerClassName="toast-area"
      toastOptions={{
        success: { duration: TOAST_MS.success },
        error: { duration: TOAST_MS.error },
      }}
    />
  );
}

import { type ComponentType, useEffect, useState } from 'react';
import { whenToasterLoaded } from './toast';

/**
 * Where toasts show, once the first toast has brought their code (toast.ts). Empty on the server
 * and at hydration, so the two agree; a toast raised before it mounts waits in react-hot-toast's
 * store and shows when it does.
 */
export function ToastArea() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => whenToasterLoaded((module) => setToaster(() => module.AppToaster)), []);
  return Toaster ? <Toaster /> : null;
}

import type { ToastOptions } from 'react-hot-toast';
import type * as ToasterExports from './toaster';

type ToasterModule = typeof ToasterExports;

let loaded: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
const waiting = new Set<(module: ToasterModule) => void>();

/**
 * The toasts' code (react-hot-toast, goober and the toast area) comes with the first toast, not
 * with every page: most visits show none, and it is 4.7 KB gzipped off every page's start
 * (docs/decisions/026). A failed fetch (offline before the service worker has the file) is tried
 * again by the next toast.
 */
function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then(
    (module) => {
      loaded = module;
      waiting.forEach((listener) => listener(module));
      waiting.clear();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once the toasts' code is here (at once if it is); returns the cancel. */
export function whenToasterLoaded(listener: (module: ToasterModule) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  waiting.add(listener);
  return () => void waiting.delete(listener);
}

const show = (raise: (hot: ToasterModule['toast']) => void) =>
  void loadToaster().then(
    (module) => raise(module.toast),
    () => {},
  );

/** react-hot-toast's `toast`, for the calls the app makes: a plain, a success and an error toast. */
export const toast = Object.assign(
  (text: string, options?: ToastOptions) => show((hot) => hot(text, options)),
  {
    success: (text: string, options?: ToastOptions) => show((hot) => hot.success(text, options)),
    error: (text: string, options?: ToastOptions) => show((hot) => hot.error(text, options)),
  },
);

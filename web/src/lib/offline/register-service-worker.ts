/** How long an idle moment is waited for before the worker is registered anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker (web/src/lib/offline/sw.ts, decision 020) once the app has started
 * and the browser is idle: installing it fetches the whole app's code for offline use, which on a
 * slow link would otherwise share the bandwidth and the first seconds with the page's own code.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // Without a worker the site works as before, only not offline: nothing to tell the visitor.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(register, IDLE_TIMEOUT_MS);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type BackendProcess, startBackendProcess } from '../../bench/support/backend-process';
import { startGatewayProcess } from '../../bench/support/gateway-process';

/** The repository root, whatever the working directory of the caller. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');

/** The whole product as a browser sees it: the gateway serving web/dist in front of a backend. */
export interface RunningProduct {
  /** The gateway: the web app, /graphql and /playground on one origin. */
  url: string;
  /** The backend's REST API (for test setup through the organiser's admin routes). */
  backendUrl: string;
  /** The backend's DATA_DIR (PGlite and the dev mail outbox). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Fails with what to do when the web app is not built (the gateway would serve no app). */
export function requireBuiltWebApp(): void {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`${WEB_DIST_DIR} has no built web app: run npm run build first`);
  }
  // The child processes resolve backend/, gateway/ and web/dist from the working directory.
  if (path.resolve(process.cwd()) !== path.resolve(REPO_ROOT)) {
    throw new Error(`run from the repository root (${REPO_ROOT}), not ${process.cwd()}`);
  }
}

/**
 * Starts the backend (embedded PGlite on a fresh temporary DATA_DIR, seeded with the demo data)
 * and the gateway in front of it, each as a child process on a free port. With `answering:
 * false` it returns as soon as both are spawned; `untilAnswering` then waits for them.
 */
export async function startProduct({ answering = true } = {}): Promise<RunningProduct> {
  requireBuiltWebApp();
  // No serverUrl: the backend gets DATABASE_URL='' and so PGlite, even where CI sets a server.
  const backend: BackendProcess = await startBackendProcess(undefined, {
    waitUntilHealthy: answering,
  });
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
  try {
    // The browser tests check the server-rendered pages: a render on a busy test machine may
    // take longer than the production bound before the shell is served instead.
    gateway = await startGatewayProcess(
      backend.baseUrl,
      { SSR_TIMEOUT_MS: '10000' },
      { waitUntilHealthy: answering },
    );
  } catch (error) {
    await backend.stop();
    throw error;
  }
  return {
    url: gateway.url,
    backendUrl: backend.baseUrl,
    dataDir: backend.dataDir,
    async stop() {
      // Both are stopped even when one of them fails to.
      const results = await Promise.allSettled([gateway.stop(), backend.stop()]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}

/** Waits until the backend and the gateway of a product both answer their health checks. */
export async function untilAnswering(product: { url: string; backendUrl: string }): Promise<void> {
  for (const health of [`${product.backendUrl}/healthz`, `${product.url}/healthz`]) {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await fetch(health).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 240) throw new Error(`${health} did not answer in 60 s`);
      await sleep(250);
    }
  }
}

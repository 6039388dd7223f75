import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * graphql as Node resolves it (its CommonJS main): Vite would pick its ES module build for our
 * sources while Apollo and graphql-tools load the CommonJS one, and a schema built by one copy
 * is refused by the other's validate (as the gateway's WebSocket server calls it).
 */
const graphqlAsNode = createRequire(import.meta.url).resolve('graphql');

/**
 * Test files of a worker share its loaded modules: loading the servers' and the web app's code
 * anew for every file cost more than half of these projects' time. Each file still builds its
 * own app, database, upstream and DOM state (web/src/test/setup.ts clears storage and handlers
 * after each test); the files pass in any order (`--sequence.shuffle.files`).
 */
const SHARED_MODULES = { isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest's default leaves one of the machine's two cores idle; most files wait on sockets,
    // child processes or Chromium, so three at a time keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'backend',
          ...SHARED_MODULES,
          include: ['backend/test/**/*.test.ts', 'common/**/*.test.ts'],
          globalSetup: ['backend/test/support/pglite-snapshot.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlAsNode }] },
        test: {
          name: 'gateway',
          ...SHARED_MODULES,
          include: ['gateway/test/**/*.test.ts'],
          globalSetup: ['backend/test/support/pglite-snapshot.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          ...SHARED_MODULES,
          include: ['web/src/**/*.test.tsx'],
          exclude: ['web/src/entry-server.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          // Beside the browser tests the two cores are busy: a test's waits (setup.ts) need room.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The server's render and the browser's hydration in one process: React's server
          // renderer marks every context it renders as its own for good, which the web tests'
          // shared modules would carry into every later render. This file runs on its own.
          name: 'web-ssr',
          include: ['web/src/entry-server.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The house rules (ARCHITECTURE.md) shown failing with the real lint configuration.
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The programs as an operator runs them: compiled output, signals, start-up.
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One product (backend + gateway serving web/dist) for every browser test file.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Files run beside the other projects' (vitest runs files that may not run in parallel
          // in a phase of their own, after all the others): each opens its own browser contexts,
          // and those that create data use the journeys' product. Concurrent checks within a
          // file: three at a time on the two cores.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A change a user waits for may take as long as SHOW_TIMEOUT_MS (browser-fixture.ts) on
          // a busy machine: a tap on a server-rendered page before its code has come is answered
          // once it has (decision 026), later than a second after the tap.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});

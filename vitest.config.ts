import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one of the machine's two cores idle; most files wait on sockets,
    // child processes or Chromium, so three at a time keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'backend',
          include: ['backend/test/**/*.test.ts', 'common/**/*.test.ts'],
          globalSetup: ['backend/test/support/pglite-snapshot.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
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
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
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
          // One Chromium at a time: the files share the product and the machine's two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

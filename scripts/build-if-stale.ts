import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs before `npm test` (and `npm start`): builds each output the tests and the product run
 * when it is missing or older than any of its sources, so a fresh clone needs no build step of
 * its own and an unchanged tree is not built again.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Target {
  /** The npm script that builds it. */
  script: string;
  /** Files the build writes last-ish; the oldest one's age stands for the whole output. */
  outputs: string[];
  /** Files and folders whose change makes the output stale. */
  sources: string[];
}

/** Everything the web app and the playground are built from, besides their own folders. */
const SHARED_SOURCES = ['common', 'package.json', 'package-lock.json', 'tsconfig.json'];

const TARGETS: Target[] = [
  {
    script: 'build:servers',
    outputs: ['dist/gateway/src/main.js'],
    sources: [
      'backend/src',
      'gateway/src',
      'schema.graphql',
      'scripts/build-servers.ts',
      ...SHARED_SOURCES,
    ],
  },
  {
    script: 'build:web',
    // The browser's build and the server's (server-rendered pages, decision 019).
    outputs: ['web/dist/index.html', 'web/dist-server/entry-server.js'],
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite.ssr.config.ts',
      ...SHARED_SOURCES,
    ],
  },
  {
    script: 'build:playground',
    outputs: ['gateway/playground/dist/index.html'],
    sources: [
      'gateway/playground/src',
      'gateway/playground/index.html',
      'gateway/playground/vite.config.ts',
      ...SHARED_SOURCES,
    ],
  },
];

const IGNORED = new Set(['node_modules', 'dist']);

/** The newest modification time under `entry` (a file or a folder), 0 when it is absent. */
function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (!IGNORED.has(child)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function isStale(target: Target): boolean {
  const outputs = target.outputs.map((output) => path.join(ROOT, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return target.sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

function build(target: Target): void {
  process.stdout.write(
    `${target.outputs.join(', ')} missing or older than its sources: npm run ${target.script}\n`,
  );
  // vite's builds take --logLevel; the servers' build is quiet already.
  const quiet = target.script === 'build:servers' ? [] : ['--', '--logLevel', 'warn'];
  const result = spawnSync('npm', ['run', '--silent', target.script, ...quiet], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const target of TARGETS) if (isStale(target)) build(target);

import { copyFile, mkdir, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * The production build of backend and gateway: each entry point bundled with the repository's
 * own modules (common/ through package.json "imports") into plain JavaScript under dist/,
 * keeping the source tree's layout so paths relative to a module still hold; npm packages stay
 * imports of node_modules. `npm run start:prod` runs the result with node.
 */
const OUT_DIR = 'dist';

await rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: ['backend/src/main.ts', 'backend/src/cli/organiser.ts', 'gateway/src/main.ts'],
  outdir: OUT_DIR,
  outbase: '.',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The gateway reads the schema next to its source tree (gateway/src/schema-sdl.ts).
await mkdir(OUT_DIR, { recursive: true });
await copyFile('schema.graphql', `${OUT_DIR}/schema.graphql`);

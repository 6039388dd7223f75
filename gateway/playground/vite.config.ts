import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The playground is bundled at build time into gateway/playground/dist and served by the
 * gateway at /playground/: every script, style, worker and font comes from the gateway itself,
 * so it works with no internet access.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/playground/',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed bundles, which the gateway caches for a year (see http/static-pages.ts).
    assetsDir: 'bundle',
    // GraphiQL's editor (Monaco) is large by nature; the warning would only be noise.
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      // GraphiQL's UI library marks its modules "use client" for React Server Components,
      // which this plain single-page bundle does not use.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

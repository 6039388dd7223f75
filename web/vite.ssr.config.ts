import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's render of the web app (src/entry-server.tsx), for the gateway to run in Node:
 * `npm run build:web` writes it to web/dist-server beside the browser's web/dist. Styles and
 * pictures are the browser build's; this build emits none. Apollo Client is bundled in: its
 * subpaths (`@apollo/client/react/ssr`) are folders Node's ES module loader cannot import.
 * Everything else stays an import of node_modules, graphql and React included.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // Its table of files says nothing; the browser build's follows it in `npm run build:web`.
  logLevel: 'warn',
  // Apollo Client's development checks off, as in the browser build.
  define: { 'globalThis.__DEV__': 'false' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    // The same asset folder as the browser build, so any URL the markup names is the same file.
    assetsDir: 'bundle',
  },
  ssr: { noExternal: ['@apollo/client'] },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The gateway serves /graphql (HTTP and its WebSocket), the REST pass-throughs and uploaded
 * pictures on one origin.
 */
const GATEWAY = 'http://127.0.0.1:4000';

/**
 * The web app: `npm run dev` serves it with hot reload and proxies the API paths to the gateway
 * (so the browser sees one origin, as in production); `npm run build:web` writes web/dist, which
 * the gateway serves. `#common/...` resolves through package.json "imports".
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed bundles go to bundle/ (cached for a year); public/assets holds fixed-name images.
    assetsDir: 'bundle',
    rolldownOptions: {
      output: {
        // Pages are split per route (React.lazy); the framework goes in chunks of its own,
        // which stay cached on the phone when only the app changes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-tag|graphql-ws|@wry|optimism|zen-observable-ts|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // `ws`: the live socket (graphql-ws) upgrades on the same /graphql path.
      '/graphql': { target: GATEWAY, ws: true },
      '/api': GATEWAY,
      '/media': GATEWAY,
    },
  },
});

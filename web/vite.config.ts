import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The gateway serves /graphql (HTTP and its WebSocket), the REST pass-throughs and uploaded
 * pictures on one origin.
 */
const GATEWAY = 'http://127.0.0.1:4000';

/** The theme's background (--color-bg in theme.css), also the favicon's and the icons'. */
const BACKGROUND = '#0b0d17';

/**
 * Installable and readable offline (decision 020): the web app manifest, and the service worker
 * web/src/lib/offline/sw.ts with this build's files listed for precaching, which the app
 * registers once it has started.
 * Pictures under assets/ are not precached: they are saved as they are seen.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/lib/offline',
  filename: 'sw.ts',
  // Registered by the app once it has started (register-service-worker.ts).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Creators Combat League',
    short_name: 'CCL',
    description: 'Free Fire squad tournaments for mobile gamers in India. Book a slot, play, win.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // A classic script: the plugin's "es" build of it sets an option Vite 8 warns about
    // (vite-pwa/vite-plugin-pwa#912), and the worker imports nothing at run time anyway.
    rollupFormat: 'iife',
    globPatterns: ['index.html', 'bundle/**/*.{js,css,woff2}', 'icons/favicon-48.png'],
  },
});

/** The chunks every page runs as it starts: the framework's and the app's own. */
const COMPILED_WHOLE = new Set(['react', 'apollo', 'router', 'start-app']);

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks every page runs at its start: each is
 * compiled whole while it streams in, off the main thread, instead of function by function on
 * it as they first run (decision 026). Not on the rest, most of which a visit never runs. The
 * comment must open the file, so it is added last, after vite's own preamble. Other browsers
 * read a comment.
 */
const compileHints: Plugin = {
  name: 'ccl:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && COMPILED_WHOLE.has(chunk.name)) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  },
};

/**
 * The web app: `npm run dev` serves it with hot reload and proxies the API paths to the gateway
 * (so the browser sees one origin, as in production); `npm run build:web` writes web/dist, which
 * the gateway serves. `#common/...` resolves through package.json "imports".
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), pwa, compileHints],
  // Apollo Client's development checks (deep-frozen results, warnings) are on unless this is
  // false; replaced at build time, they are left out of the bundle as well.
  define: { 'globalThis.__DEV__': 'false' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed bundles go to bundle/ (cached for a year); public/assets holds fixed-name images.
    assetsDir: 'bundle',
    // One stylesheet for every page (15 KB gzipped): on a slow network each render-blocking
    // file costs a round trip before the first paint, far more than the bytes of the styles of
    // pages not shown (decision 021).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Pages are split per route (React.lazy); the framework goes in chunks of its own,
        // which stay cached on the phone when only the app changes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Not the live socket's code (graphql-ws and its link), which comes with the first
            // subscription (live-connection.ts).
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo[\\/]client(?![\\/]link[\\/]subscriptions)|graphql|graphql-tag|@wry|optimism|zen-observable-ts|tslib)[\\/]/,
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

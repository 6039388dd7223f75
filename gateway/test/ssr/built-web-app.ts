import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server-rendered pages need both builds of the web app (`npm run build:web`, which the
 * pretest runs when stale): the browser's with its manifest, and the server's.
 */
export function requireServerBuild(): void {
  for (const file of ['web/dist/.vite/manifest.json', 'web/dist-server/entry-server.js']) {
    if (!existsSync(path.resolve(file))) {
      throw new Error(`${file} is missing: run npm run build:web from the repository root`);
    }
  }
}

/** The content of #root when the page was rendered on the server; undefined for the shell. */
export function serverRenderedRoot(html: string): string | undefined {
  const start = html.indexOf('<div id="root" data-server-rendered>');
  if (start < 0) return undefined;
  const end = html.indexOf('<script type="application/json" id="apollo-state">', start);
  return html.slice(start, end);
}

/** Apollo's cache the page carries for hydration. */
export function apolloStateOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="apollo-state">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page carries no Apollo state');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/** The code files the page names for the app to fetch once it has loaded. */
export function appCodeOf(html: string): string[] {
  const match = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page names no code');
  return JSON.parse(match[1]!) as string[];
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../../web/src/entry-server';

/** What the web app's server build (web/src/entry-server.tsx) gives the gateway. */
export type ServerEntry = Pick<
  typeof EntryServer,
  'render' | 'prepare' | 'SERVER_RENDERED_ROUTES' | 'SERVER_RENDERED' | 'SESSION_MARK_SCRIPT'
>;
export type ServerRenderedPage = EntryServer.ServerRenderedPage;

const ENTRY_FILE = 'entry-server.js';

/** The server build in `distDir`, or undefined when it is not built. */
export async function loadServerEntry(distDir: string): Promise<ServerEntry | undefined> {
  const file = path.join(distDir, ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

import { nextTask } from '../lib/next-task';
import { SERVER_RENDERED } from './server-rendering';

/** The code files the gateway named for this server-rendered page (see page-template.ts). */
function namedCodeFiles(): string[] {
  const json = document.getElementById(SERVER_RENDERED.codeElementId)?.textContent;
  try {
    const files: unknown = json ? JSON.parse(json) : [];
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Fetches a module and has the browser compile it (off the main thread when it is large), without
 * running it. Settles either way: a file that failed is the import's to report.
 */
const fetchModule = (href: string) =>
  new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the app's own imports fetch it (and vite's loader), so this fetch is the one they use.
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });

/**
 * The app's code for a server-rendered page, in short tasks (decision 026): every file fetched
 * at once and compiled before any of it runs (run sooner, the main thread would finish the
 * compiling itself), then each file run in a task of its own, in the order the gateway listed
 * them (a file after those it imports), then the app's entry, which finds them all run.
 */
export async function loadAppInPieces() {
  const files = namedCodeFiles();
  await Promise.all(files.map(fetchModule));
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
  return import('./start-app');
}

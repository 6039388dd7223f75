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

const FETCHES_PER_TASK = 4;

/**
 * The app's code for a server-rendered page, in short tasks (decision 026): every file fetched
 * at once and compiled before any of it runs (run sooner, the main thread would finish the
 * compiling itself), then each file run in a task of its own, in the order the gateway listed
 * them (a file after those it imports), then the app's entry, which finds them all run.
 */
export async function loadAppInPieces() {
  const files = namedCodeFiles();
  const fetched: Promise<void>[] = [];
  // Starting a fetch costs a budget phone a millisecond or two of main thread: a few per task.
  for (let first = 0; first < files.length; first += FETCHES_PER_TASK) {
    fetched.push(...files.slice(first, first + FETCHES_PER_TASK).map(fetchModule));
    await nextTask();
  }
  await Promise.all(fetched);
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
  return import('./start-app');
}

import type { ServerEntry, ServerRenderedPage } from './server-entry';

/** The client build's manifest (vite's `build.manifest`): each source's chunk, imports, styles. */
export type ClientManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_OPEN = /<head>/i;
const HEAD_CLOSE = '</head>';

/** A script's JSON made safe inside `<script>`: no `</script>` or `<!--` can end it early. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** Every file a chunk needs (itself, its static imports), with the styles of each, in order. */
function filesOf(manifest: ClientManifest, key: string, seen: Set<string>, out: string[][]) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen, out);
  out.push([chunk.file, ...(chunk.css ?? [])]);
}

/**
 * The client-rendered shell (web/dist/index.html) made into a server-rendered page: the render
 * in #root, Apollo's cache beside it as JSON (not a script that runs: the
 * Content-Security-Policy allows no inline script but the session mark, by its hash), and in the
 * head the session mark inline (first, so it runs before the first paint and costs no request),
 * the styles of the page's own chunks (lazily loaded pages bring theirs, which would otherwise
 * arrive after the markup they style) and what React asked to preload (the images above the
 * fold). No code is preloaded: the app asks for it once the page has loaded (decision 026),
 * all of it at once, from the list of its files after the state (the app's code, which the
 * entry imports, then the page's chunks).
 * Undefined when the shell is not the one expected: the gateway then serves the shell as it is.
 */
export function pageTemplate(
  shell: string,
  manifest: ClientManifest,
  entry: Pick<ServerEntry, 'SERVER_RENDERED'>,
  sessionMarkScript: string,
): ((page: ServerRenderedPage) => string) | undefined {
  const headOpen = HEAD_OPEN.exec(shell);
  if (!headOpen || !shell.includes(EMPTY_ROOT) || !shell.includes(HEAD_CLOSE)) return undefined;
  const afterHeadOpen = headOpen.index + headOpen[0].length;
  const [beforeRoot, afterRoot] = [
    shell.slice(0, shell.indexOf(EMPTY_ROOT)),
    shell.slice(shell.indexOf(EMPTY_ROOT) + EMPTY_ROOT.length),
  ];
  if (beforeRoot.indexOf(HEAD_CLOSE) < afterHeadOpen) return undefined;
  const { rootAttribute, stateElementId, codeElementId } = entry.SERVER_RENDERED;
  // The body exactly as hashed for the policy (security-headers.ts): not a character changed.
  const sessionMark = `<script>${sessionMarkScript}</script>`;

  const allFilesOf = (modules: string[]) => {
    const files: string[][] = [];
    const seen = new Set<string>();
    for (const module of modules) filesOf(manifest, module, seen, files);
    return [...new Set(files.flat())];
  };

  /** The styles of the page's own chunks (the app's code is asked for after the page loads). */
  const stylesOf = (modules: string[]) =>
    allFilesOf(modules)
      .filter((file) => file.endsWith('.css') && !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('');

  const appModules = Object.values(manifest).flatMap((chunk) =>
    chunk.isEntry ? (chunk.dynamicImports ?? []) : [],
  );
  /** The app's and the page's code files, as paths. */
  const codeOf = (modules: string[]) =>
    allFilesOf([...appModules, ...modules])
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file}`);

  const head = beforeRoot.slice(0, beforeRoot.indexOf(HEAD_CLOSE));
  const start = head.slice(0, afterHeadOpen) + sessionMark + head.slice(afterHeadOpen);
  const body = beforeRoot.slice(beforeRoot.indexOf(HEAD_CLOSE));
  return (page) =>
    start +
    stylesOf(page.modules) +
    page.head +
    body +
    `<div id="root" ${rootAttribute}>${page.html}</div>` +
    `<script type="application/json" id="${stateElementId}">${scriptSafeJson(page.state)}</script>` +
    `<script type="application/json" id="${codeElementId}">${scriptSafeJson(codeOf(page.modules))}</script>` +
    afterRoot;
}

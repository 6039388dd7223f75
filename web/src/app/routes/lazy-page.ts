import { type ComponentType, createElement, lazy, useState } from 'react';

/** A page whose code arrives on first visit, and can be asked for ahead of its render. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code; once it is there, the page renders without suspending. */
  preload: () => Promise<void>;
  /** The page's source file from the web app's folder (`src/...`), as the build manifest names it. */
  source?: string;
}

/**
 * A page loaded on first visit (route-level code splitting: the first load carries only the
 * shell and the page asked for). Pages are named exports, which React.lazy wants as default.
 *
 * A server-rendered page is preloaded before it is rendered, on the server and before hydration
 * in the browser, so it renders at once instead of suspending into the loading fallback. Each
 * mount keeps the form it started with, so a page already shown is never swapped for a copy.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  source?: string,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, { preload, source });
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded on first visit (route-level code splitting: the first load carries only the
 * shell and the page asked for). Pages are named exports, which React.lazy wants as default.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

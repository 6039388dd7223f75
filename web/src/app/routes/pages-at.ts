import { isValidElement } from 'react';
import { type RouteObject, matchRoutes } from 'react-router';
import type { LazyPage } from './lazy-page';
import { appRoutes } from './route-table';

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';

/**
 * The lazily loaded pages of a match of the route table: the server preloads them before
 * rendering and names their code and styles in the page's head; the browser preloads them before
 * hydrating, so the server's markup is hydrated rather than replaced by the loading fallback.
 */
export const lazyPagesOf = (matches: readonly { route: RouteObject }[]): LazyPage[] =>
  matches.flatMap(({ route }) =>
    isValidElement(route.element) && isLazyPage(route.element.type) ? [route.element.type] : [],
  );

/** The lazily loaded pages the route table shows at `pathname`. */
export const pagesAt = (pathname: string): LazyPage[] =>
  lazyPagesOf(matchRoutes(appRoutes, pathname) ?? []);

import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { LazyPage } from './lazy-page';
import { appRoutes } from './route-table';

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';

/**
 * The lazily loaded pages the route table shows at `pathname`: the server preloads them before
 * rendering and names their code and styles in the page's head; the browser preloads them before
 * hydrating, so the server's markup is hydrated rather than replaced by the loading fallback.
 */
export function pagesAt(pathname: string): LazyPage[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) =>
    isValidElement(route.element) && isLazyPage(route.element.type) ? [route.element.type] : [],
  );
}

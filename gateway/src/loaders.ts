import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { PathParams, QueryParams, RouteName } from './upstream/route-table';
import type { UpstreamClient } from './upstream/upstream-client';

interface ReadKey {
  route: RouteName;
  params?: PathParams;
  query?: QueryParams;
}

/**
 * One DataLoader per request for every upstream read: identical reads in one operation are
 * made once, and reads asked for in the same tick (a tournament's per-match results) go out
 * together, never one after another.
 */
export function createLoaders(
  upstream: UpstreamClient,
  token: string | undefined,
  log: FastifyBaseLogger,
) {
  const reads = new DataLoader<ReadKey, unknown, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          upstream
            .call(key.route, { params: key.params, query: key.query, token, log })
            .then((response) => response.body)
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify([key.route, key.params ?? {}, key.query ?? {}]) },
  );

  return {
    /** The body of a GET, shared by every resolver of the request that asks for it. */
    read: <T>(route: RouteName, params?: PathParams, query?: QueryParams) =>
      reads.load({ route, params, query }) as Promise<T>,
    /** Forgets cached reads after a mutation changed what they return. */
    clear: () => reads.clearAll(),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

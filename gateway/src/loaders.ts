import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import {
  type PathParams,
  type QueryParams,
  type ReadRouteName,
  isReadRoute,
} from './upstream/route-table';
import { toGraphQLError } from './upstream/error-translation';
import type { UpstreamClient } from './upstream/upstream-client';
import { UpstreamError } from './upstream/upstream-error';

interface ReadKey {
  route: ReadRouteName;
  params?: PathParams;
  query?: QueryParams;
}

/** Parameters as the URL will carry them: sorted, as text, unset ones left out. */
const canonical = (values: Record<string, string | number | undefined> = {}) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => a.localeCompare(b));

/** Reads that make the same URL share one key, however their parameters were written. */
const keyOf = (key: ReadKey) =>
  JSON.stringify([key.route, canonical(key.params), canonical(key.query)]);

/**
 * One DataLoader per request for every upstream read: identical reads in one operation are
 * made once, and reads asked for in the same tick (a tournament's per-match results) go out
 * together, never one after another. Only GET routes may be read this way: a write is never
 * shared or cached.
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
    { cacheKeyFn: keyOf },
  );

  return {
    /** The body of a GET, shared by every resolver of the request that asks for it. */
    read: <T>(route: ReadRouteName, params?: PathParams, query?: QueryParams): Promise<T> => {
      if (!isReadRoute(route)) return Promise.reject(new Error(`route ${route} is not a read`));
      return reads.load({ route, params, query }) as Promise<T>;
    },
    /** Forgets cached reads after a mutation changed what they return. */
    clear: () => {
      reads.clearAll();
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

type WithLoaders = { loaders: Loaders };

/**
 * A read through the request's loader whose failure leaves as one of the error model's codes
 * (a 403 as FORBIDDEN with the upstream's sentence), converted here where the UpstreamError is
 * at hand rather than after graphql-js has wrapped it.
 */
export async function read<T>(
  ctx: WithLoaders,
  route: ReadRouteName,
  params?: PathParams,
  query?: QueryParams,
): Promise<T> {
  try {
    return await ctx.loaders.read<T>(route, params, query);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The same, where a 404 is an answer (no such tournament, player or transaction: null), not an error. */
export async function readOrNull<T>(
  ctx: WithLoaders,
  route: ReadRouteName,
  params?: PathParams,
): Promise<T | null> {
  try {
    return await ctx.loaders.read<T>(route, params);
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'status' && error.status === 404) {
      return null;
    }
    throw toGraphQLError(error);
  }
}

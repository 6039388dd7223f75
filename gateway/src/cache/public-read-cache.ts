import { createHash, randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayContext } from '../context';
import type { LiveHub } from '../live-feed/live-hub';
import { httpCachePolicy } from './http-cache-policy';
import { changesPublicData } from './public-changes';
import { createPublicReadStore } from './public-read-store';

/**
 * The shared cache of visitors' answers (decision 018): Apollo's response cache over memory or
 * Redis, for operations sent without a token, whose answers the schema's `@cacheControl` hints
 * make cacheable. A request with a token neither reads nor writes it, so no answer that depends
 * on a viewer can reach another viewer. Every answer is dropped when a live event says a
 * tournament changed, and when an organiser's mutation ran here; none lives longer than
 * PUBLIC_CACHE_MAX_AGE_SECONDS in any case.
 */
export interface PublicReadCache {
  /** The Apollo plugins to install: the HTTP cache policy, and the cache itself when on. */
  plugins: ApolloServerPlugin<GatewayContext>[];
  /**
   * Changes each time cached answers are dropped: a part of the key of any other cache of
   * visitors' output (server-rendered HTML), so it is dropped at the same moments.
   */
  generation(): string;
  /** Calls `listener` each time cached answers are dropped; returns the way to stop. */
  onFlush(listener: () => void): () => void;
  /** Drops every cached answer now. */
  flush(): void;
}

export interface PublicReadCacheOptions {
  enabled: boolean;
  /** The gateway's Redis: entries are shared by every copy. */
  redis: Redis | undefined;
  /** The platform's name in Redis (its live channel): the prefix of the entries' keys. */
  namespace: string;
  /** The backend's live events, whose tournament changes drop the cache. */
  hub: LiveHub;
  log: FastifyBaseLogger;
}

type RequestContext = GraphQLRequestContext<GatewayContext>;

/** Answers without a token are the same for every visitor: they are shared as one session. */
const VISITOR_SESSION = 'visitor';
const isVisitor = ({ contextValue }: RequestContext) => contextValue.token === undefined;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface KeyData {
  source?: string;
  operationName?: string | null;
  variables?: unknown;
  extra?: unknown;
}

/**
 * Apollo's key without its session parts: only visitors read and write, so a visitor's answer
 * is found whether its hints made it public or private (e.g. `viewerBooking`, which for a
 * visitor says "not booked" to all of them). The viewer stays in the key all the same, so a
 * token could never find a visitor's entry even if tokens were let in later.
 */
function keyOf({ contextValue }: RequestContext, keyData: unknown): string {
  const { source, operationName, variables, extra } = keyData as KeyData;
  const viewer = contextValue.token ? sha256(contextValue.token) : VISITOR_SESSION;
  return sha256(JSON.stringify([source, operationName, variables, extra, viewer]));
}

export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const { enabled, hub, log } = options;
  const listeners = new Set<() => void>();
  // The same on every copy (an event's cursor), so copies sharing Redis share their entries.
  let generation = 'start';
  // Entries are written only once changes are heard, so none can outlive a missed event.
  let listening = false;
  const generationAtStart = new WeakMap<object, string>();
  const store = createPublicReadStore(options.redis, options.namespace, log);

  function flush(next = `mutation:${randomUUID()}`) {
    generation = next;
    store.clear();
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error }, 'public read cache flush listener failed');
      }
    }
  }

  const cache = {
    generation: () => generation,
    onFlush(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush: () => flush(),
  };
  if (!enabled) return { ...cache, plugins: httpCachePolicy() };

  hub.listen((event) => {
    if (changesPublicData(event)) flush(`event:${event.cursor}`);
  });
  hub.ensureStarted().then(
    () => {
      listening = true;
    },
    (error: unknown) => log.warn({ err: error }, 'public read cache: live events unavailable'),
  );

  const responses = responseCachePlugin<GatewayContext>({
    cache: store,
    sessionId: async (request) => (isVisitor(request) ? VISITOR_SESSION : null),
    // Read when the request starts: an answer computed across a change is written under the
    // generation it started in, which that change has already left behind.
    extraCacheKeyData: async (request) => {
      generationAtStart.set(request.request, generation);
      return generation;
    },
    shouldReadFromCache: async (request) => isVisitor(request),
    shouldWriteToCache: async (request) =>
      isVisitor(request) && listening && generationAtStart.get(request.request) === generation,
    generateCacheKey: keyOf,
  });

  /** An organiser's change (blogs and products have no live event) drops the cache at once. */
  const organiserChanges: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart({ contextValue }) {
      if (contextValue.viewer?.role !== 'admin') return undefined;
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation === 'mutation') flush();
        },
      };
    },
  };

  return { ...cache, plugins: [...httpCachePolicy(), responses, organiserChanges] };
}

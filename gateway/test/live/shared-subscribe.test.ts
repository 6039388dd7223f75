import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '#common/live-events';
import { liveIterator } from '../../src/features/live/live-iterator';
import type { LiveHub, LiveListener } from '../../src/live-feed/live-hub';
import { createSharedSubscribe } from '../../src/live/shared-subscribe';

/** A hub the test drives: each event it sends reaches every listener. */
function testHub() {
  const listeners = new Set<LiveListener>();
  const hub: LiveHub = {
    ensureStarted: async () => undefined,
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => undefined,
  };
  const send = (cursor: string) => {
    const event: LiveEvent = {
      cursor,
      kind: 'slots.changed',
      tournamentId: 1,
      userId: null,
      subjectId: null,
      at: new Date().toISOString(),
    };
    for (const listener of listeners) listener(event);
  };
  return { hub, send };
}

/**
 * A tournament whose `slots` is public and `mine` is the viewer's own; each counts how often it
 * was resolved. Every subscriber of an event gets the same payload object, as the shared reads
 * of the live feature hand it out.
 */
function counted(hub: LiveHub) {
  const resolved = { slots: 0, mine: 0 };
  const payloads = new Map<string, { slots: number }>();
  const schema = makeExecutableSchema({
    typeDefs: `
      enum CacheControlScope { PUBLIC PRIVATE }
      directive @cacheControl(scope: CacheControlScope) on FIELD_DEFINITION | OBJECT
      type Query { unused: Int }
      type Tournament { slots: Int! mine: Boolean! @cacheControl(scope: PRIVATE) }
      type Subscription { tournamentUpdated: Tournament! }
    `,
    resolvers: {
      Subscription: {
        tournamentUpdated: {
          subscribe: () =>
            liveIterator({
              hub,
              pushCurrent: false,
              accepts: () => true,
              load: async (event) => {
                const key = event?.cursor ?? 'now';
                const payload = payloads.get(key) ?? { slots: payloads.size + 10 };
                payloads.set(key, payload);
                return payload;
              },
            }),
          resolve: (payload: unknown) => payload,
        },
      },
      Tournament: {
        slots: (source: { slots: number }) => {
          resolved.slots += 1;
          return source.slots;
        },
        mine: (_source: unknown, _args: unknown, ctx: { token?: string }) => {
          resolved.mine += 1;
          return ctx.token !== undefined;
        },
      },
    },
  });
  return { schema, resolved };
}

const PUBLIC = parse('subscription { tournamentUpdated { slots } }');
const WITH_MINE = parse('subscription { tournamentUpdated { slots mine } }');

describe('subscribers who may see the same answer share an event’s execution', () => {
  it('executes an event once per document for visitors and players asking public fields, once per player asking their own', async () => {
    const { hub, send } = testHub();
    const { schema, resolved } = counted(hub);
    const subscribe = createSharedSubscribe();
    const start = async (document: typeof PUBLIC, token?: string) =>
      (await subscribe({ schema, document, contextValue: { token } })) as AsyncGenerator<
        ExecutionResult,
        undefined
      >;

    const askingPublic = await Promise.all([
      start(PUBLIC),
      start(PUBLIC, 'token-c'),
      start(PUBLIC),
    ]);
    const otherDocument = await start(WITH_MINE);
    const players = await Promise.all([start(WITH_MINE, 'token-a'), start(WITH_MINE, 'token-b')]);
    const everyone = [...askingPublic, otherDocument, ...players];
    const pushes = everyone.map((stream) => stream.next());
    send('1.1');
    const results = await Promise.all(pushes);

    expect(results.slice(0, 3).map((step) => step.value)).toEqual(
      Array(3).fill({ data: { tournamentUpdated: { slots: 10 } } }),
    );
    expect(results.slice(3).map((step) => step.value?.data)).toEqual([
      { tournamentUpdated: { slots: 10, mine: false } },
      { tournamentUpdated: { slots: 10, mine: true } },
      { tournamentUpdated: { slots: 10, mine: true } },
    ]);
    // The two visitors and the player asking public fields one execution, the other document
    // one, each player asking their own field an execution of their own.
    expect(resolved).toEqual({ slots: 4, mine: 3 });

    await Promise.all(everyone.map((stream) => stream.return(undefined)));
  });
});

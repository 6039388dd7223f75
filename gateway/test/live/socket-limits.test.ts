import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/http/graphql-protections';
import { SOCKET_LIMITS } from '../../src/live/socket-limits';
import type { TestGateway } from '../support/gateway-server';
import { connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const TOURNAMENT = 41;

/** `levels` nested inline fragments around the selection: each one is a level of depth. */
const nested = (levels: number, selection: string): string =>
  levels === 0 ? selection : `... on Tournament { ${nested(levels - 1, selection)} }`;

/** tournamentUpdated with its selection `levels` fragments deep (the field and `id` add two). */
const updatesOfDepth = (depth: number) =>
  `subscription { tournamentUpdated(id: "${TOURNAMENT}") { ${nested(depth - 2, 'id')} } }`;

const UPDATES = updatesOfDepth(2);

const refusal = (message: string) => [
  expect.objectContaining({ message: expect.stringContaining(message) }),
];

describe('limits of the live socket', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', () =>
        HttpResponse.json({
          tournId: TOURNAMENT,
          tournName: 'Monsoon Mayhem Cup',
          tournStart: '2026-11-24T18:00:00.000Z',
          totalSlots: 12,
          slotsAvail: 9,
          status: 'upcoming',
        }),
      ),
      http.post('*/api/notifications/read-all', () =>
        HttpResponse.json({ unreadCount: 0, notifications: [] }),
      ),
    );
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('refuses queries and mutations: those go over HTTP', async () => {
    const socket = connect(gateway, await live.tokens.player(3));
    try {
      const only = 'Only subscriptions are served over WebSocket';
      expect(await socket.subscribe('{ blogs { id } }').ended).toEqual(refusal(only));
      expect(
        await socket.subscribe('mutation { markAllNotificationsRead { message } }').ended,
      ).toEqual(refusal(only));
      expect(live.requestsTo('/api/notifications/read-all')).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it(`serves ${SOCKET_LIMITS.subscriptionsPerSocket} subscriptions per socket and refuses one more`, async () => {
    const socket = connect(gateway);
    try {
      const updates = Array.from({ length: SOCKET_LIMITS.subscriptionsPerSocket }, () =>
        socket.subscribe(UPDATES),
      );
      const oneMore = socket.subscribe(UPDATES);
      expect(await oneMore.ended).toEqual(
        refusal(`At most ${SOCKET_LIMITS.subscriptionsPerSocket} subscriptions per connection.`),
      );

      await untilSubscriptions(gateway, SOCKET_LIMITS.subscriptionsPerSocket);
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      for (const update of updates) {
        expect((await update.next()).data).toEqual({ tournamentUpdated: { id: '41' } });
      }
    } finally {
      await socket.close();
    }
  });

  it(`serves a subscription ${GRAPHQL_LIMITS.maxDepth} deep and refuses one level more`, async () => {
    const socket = connect(gateway);
    try {
      const atLimit = socket.subscribe(updatesOfDepth(GRAPHQL_LIMITS.maxDepth));
      const past = socket.subscribe(updatesOfDepth(GRAPHQL_LIMITS.maxDepth + 1));
      expect(await past.ended).toEqual(
        refusal(
          `depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found ${GRAPHQL_LIMITS.maxDepth + 1}`,
        ),
      );

      await untilSubscriptions(gateway, 1);
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      expect((await atLimit.next()).data).toEqual({ tournamentUpdated: { id: '41' } });
    } finally {
      await socket.close();
    }
  });
});

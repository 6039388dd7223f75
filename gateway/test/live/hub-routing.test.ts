import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#common/live-events';
import { type LiveHub, type LiveInterest, createLocalHub } from '../../src/live-feed/live-hub';
import { capturedLogger } from '../support/captured-logger';
import { upstreamClientFor } from '../upstream/upstream-fixtures';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

/**
 * The hub hands an event only to the listeners whose declared interest (kinds, tournament,
 * player) it meets; one that declared nothing hears everything. The backend's event stream is
 * served at the network; the test listens on the hub itself.
 */
describe('the live hub routes each event by its keys', () => {
  let live: LiveUpstream;
  let hub: LiveHub;
  let closeClient: () => Promise<void>;

  beforeAll(async () => {
    live = await startLiveUpstream();
    const { client } = upstreamClientFor(live.upstream.url);
    closeClient = () => client.close();
    const { logger } = capturedLogger();
    hub = createLocalHub(client, logger as unknown as FastifyBaseLogger);
    await hub.ensureStarted();
  });

  afterAll(async () => {
    await hub.close();
    await closeClient();
    await live.close();
  });

  /** Listens with each interest, sends the events, and returns the cursors each one heard. */
  async function heardBy(
    interests: Record<string, LiveInterest | undefined>,
    sendEvents: () => LiveEvent[],
  ) {
    const heard: Record<string, string[]> = {};
    const stops = Object.entries(interests).map(([name, interest]) => {
      const cursors: string[] = [];
      heard[name] = cursors;
      return hub.listen((event) => cursors.push(event.cursor), interest);
    });
    // An unkeyed listener that hears the last event last: everything before it was handed out.
    const last = new Promise<LiveEvent>((resolve) => {
      stops.push(hub.listen((event) => event.subjectId === 'last' && resolve(event)));
    });
    const sent = sendEvents();
    const end = live.stream.send({ kind: 'console.changed', subjectId: 'last' });
    await last;
    for (const stop of stops) stop();
    return { heard, sent, end: end.cursor };
  }

  it('reaches a listener keyed to its tournament or player, not one keyed to another', async () => {
    const { heard, sent, end } = await heardBy(
      {
        roomOf7: { kinds: ['room.released', 'room.changed'], tournamentId: '7' },
        anythingOf7: { tournamentId: 7 },
        roomOf9: { kinds: ['room.released'], tournamentId: 9 },
        bellOf42: { kinds: ['notification.created', 'notifications.read'], userId: 42 },
        bellOf43: { kinds: ['notification.created'], userId: 43 },
        anyRoom: { kinds: ['room.released'] },
        everything: undefined,
      },
      () => [
        live.stream.send({ kind: 'room.released', tournamentId: 7, subjectId: '1' }),
        live.stream.send({ kind: 'notification.created', userId: 42, subjectId: '900' }),
        live.stream.send({ kind: 'room.released', tournamentId: 8, subjectId: '1' }),
        live.stream.send({ kind: 'wallet.changed', userId: 42, subjectId: '55' }),
        live.stream.send({ kind: 'slots.changed', tournamentId: 7 }),
      ],
    );
    const [room7, bell42, room8, wallet42, slots7] = sent.map((event) => event.cursor);
    expect(heard).toEqual({
      roomOf7: [room7],
      anythingOf7: [room7, slots7],
      roomOf9: [],
      bellOf42: [bell42],
      bellOf43: [],
      anyRoom: [room7, room8],
      everything: [room7, bell42, room8, wallet42, slots7, end],
    });
  });

  it('hands many keyed listeners only their own events, each in the order sent', async () => {
    const players = 50;
    const sendEvents = () =>
      Array.from({ length: players * 2 }, (_, index) =>
        live.stream.send({
          kind: 'notification.created',
          userId: index % players,
          subjectId: String(index),
        }),
      );
    const interests = Object.fromEntries(
      Array.from({ length: players }, (_, player) => [
        `player${player}`,
        { kinds: ['notification.created' as const], userId: player },
      ]),
    );
    const { heard, sent } = await heardBy(interests, sendEvents);
    for (let player = 0; player < players; player += 1) {
      const own = sent.filter((event) => event.userId === player).map((event) => event.cursor);
      expect(heard[`player${player}`]).toEqual(own);
    }
  });

  it('stops handing events to a listener once it stopped listening', async () => {
    let stopLater = () => undefined as void;
    const heard: string[] = [];
    const stop = hub.listen(
      (event) => {
        heard.push(event.cursor);
        stopLater();
      },
      { userId: 5 },
    );
    stopLater = stop;
    const { sent } = await heardBy({}, () => [
      live.stream.send({ kind: 'wallet.changed', userId: 5 }),
      live.stream.send({ kind: 'wallet.changed', userId: 5 }),
    ]);
    expect(heard).toEqual([sent[0]?.cursor]);
  });
});

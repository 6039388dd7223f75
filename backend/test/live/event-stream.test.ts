import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsRepository } from '../../src/features/live/events-repository';
import { recordEvent, recordWalletChange } from '../../src/change/record-event';
import { type StreamClient, connectEventStream, eventOf } from '../support/event-stream-client';
import { type TestUser, createUser } from '../support/fixtures';
import { eventMark, eventsAfter } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';

/** The gateway's feed of live events: resume without gaps or repeats, start at the head. */
describe('the event stream', () => {
  let server: TestServer;
  let player: TestUser;
  const open: StreamClient[] = [];

  const connect = async (options: Parameters<typeof connectEventStream>[1] = {}) => {
    const client = await connectEventStream(server, options);
    open.push(client);
    return client;
  };
  /**
   * A change that writes one wallet.changed event for the player, in a transaction of its own
   * (a deposit request would also tell organisers: console.changed).
   */
  let changes = 0;
  const change = () =>
    server.db.transaction().execute((trx) => recordWalletChange(trx, player.id, (changes += 1)));
  const cursorOfLast = (client: StreamClient) => client.events().at(-1)?.cursor ?? '';

  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await server.close();
  });

  it('starts a fresh consumer at the head: ready, then only what happens next', async () => {
    await change();
    const client = await connect();
    expect(client.status).toBe(200);
    expect(client.contentType).toContain('text/event-stream');
    const ready = await client.waitFor((message) => message.event === 'ready');
    expect(JSON.parse(ready.data)).toEqual({});
    expect(ready.id).toMatch(/^\d+\.\d+$/);

    const mark = await eventMark(server);
    await change();
    const [written] = await eventsAfter(server, mark);
    const message = await client.waitFor(eventOf('wallet.changed', { userId: player.id }));
    expect(message.id).toBe(`${written?.xid}.${written?.id}`);
    expect(JSON.parse(message.data)).toEqual({
      cursor: message.id,
      kind: 'wallet.changed',
      tournamentId: null,
      userId: player.id,
      subjectId: written?.subjectId,
      at: expect.any(String),
    });
    // The change before the consumer connected is not sent to it.
    expect(client.events()).toHaveLength(1);
  });

  it('resumes after Last-Event-ID with every change made while away, each once', async () => {
    const first = await connect();
    await first.waitFor((message) => message.event === 'ready');
    await change();
    await first.waitFor(eventOf('wallet.changed'));
    const lastSeen = cursorOfLast(first);
    first.close();
    await first.ended;

    const mark = await eventMark(server);
    await change();
    await change();
    await change();
    const missed = await eventsAfter(server, mark);
    expect(missed).toHaveLength(3);

    const again = await connect({ lastEventId: lastSeen });
    await again.waitFor((message) => message.id === `${missed[2]?.xid}.${missed[2]?.id}`);
    expect(again.messages.map((message) => message.event)).toEqual([
      'wallet.changed',
      'wallet.changed',
      'wallet.changed',
    ]);
    expect(again.events().map((event) => event.subjectId)).toEqual(
      missed.map((event) => event.subjectId),
    );

    // And then what happens next, once.
    await change();
    await again.waitFor((message) => again.messages.indexOf(message) === 3);
    const cursors = again.messages.map((message) => message.id);
    expect(new Set(cursors).size).toBe(cursors.length);
  });

  it('resumes from ?after= when there is no Last-Event-ID', async () => {
    const mark = await eventMark(server);
    const head = await connect();
    const ready = await head.waitFor((message) => message.event === 'ready');
    await change();
    const [written] = await eventsAfter(server, mark);
    const resumed = await connect({ after: ready.id ?? '' });
    const message = await resumed.waitFor(eventOf('wallet.changed'));
    expect(message.id).toBe(`${written?.xid}.${written?.id}`);
  });

  it('tells a consumer with a malformed or unknown cursor to reset, then goes on from the head', async () => {
    for (const cursor of ['not-a-cursor', '12', '1.2.3', '99999999999999.1', `${2n ** 64n}.1`]) {
      const client = await connect({ lastEventId: cursor });
      const reset = await client.waitFor((message) => message.event === 'reset');
      expect(JSON.parse(reset.data)).toEqual({});
      expect(reset.id).toMatch(/^\d+\.\d+$/);
      client.close();
    }
    const client = await connect({ lastEventId: 'garbage' });
    await client.waitFor((message) => message.event === 'reset');
    await change();
    await client.waitFor(eventOf('wallet.changed'));
  });

  it('tells a consumer whose cursor is older than the events kept to reset', async () => {
    const early = await connect();
    const ready = await early.waitFor((message) => message.event === 'ready');
    await change();
    // Only settled events are pruned: once the change reached a consumer, it is one.
    await early.waitFor(eventOf('wallet.changed'));
    early.close();
    // Everything written so far is past its keeping time.
    await createEventsRepository(server.db).prune(new Date(Date.now() + 60_000));
    const late = await connect({ lastEventId: ready.id ?? '' });
    const reset = await late.waitFor((message) => message.event === 'reset');
    expect(reset.id).not.toBe(ready.id);
    await change();
    const next = await late.waitFor(eventOf('wallet.changed'));
    expect(late.messages.indexOf(next)).toBe(1);
  });

  /** A transaction that writes an event and then waits to commit until `finish` is called. */
  const holdEarlierTransaction = async () => {
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const committed = server.db.transaction().execute(async (trx) => {
      await recordEvent(trx, { kind: 'tournament.updated', tournamentId: 424242 });
      wrote();
      await held;
    });
    await written;
    return { finish, committed };
  };

  it('never hands out an event before one that an earlier transaction is still writing', async () => {
    const client = await connect();
    const ready = await client.waitFor((message) => message.event === 'ready');
    const earlier = await holdEarlierTransaction();
    const later = change();
    if (server.dbKind === 'postgresql') {
      // On a server the later change commits first, and still is not handed out.
      await later;
      const events = createEventsRepository(server.db);
      const [readyXid = '0', readyId = '0'] = (ready.id ?? '').split('.');
      expect(await events.after({ xid: BigInt(readyXid), id: BigInt(readyId) }, 10)).toEqual([]);
    }
    // (PGlite runs one transaction at a time: the later change waits for the earlier one.)
    earlier.finish();
    await Promise.all([earlier.committed, later]);
    const second = await client.waitFor(eventOf('wallet.changed'));
    expect(client.messages.map((message) => message.event)).toEqual([
      'ready',
      'tournament.updated',
      'wallet.changed',
    ]);
    expect(client.messages.indexOf(second)).toBe(2);
  });

  it('does not send a fresh consumer a change committed before it came while an older transaction ran', async () => {
    const earlier = await holdEarlierTransaction();
    const before = change();
    let client: StreamClient;
    if (server.dbKind === 'postgresql') {
      // The change is committed, but cannot be handed out while the older transaction runs.
      await before;
      client = await connect();
      await client.waitFor((message) => message.event === 'ready');
      earlier.finish();
      await earlier.committed;
    } else {
      // (PGlite runs one transaction at a time: both are committed before the consumer comes.)
      earlier.finish();
      await Promise.all([earlier.committed, before]);
      client = await connect();
      await client.waitFor((message) => message.event === 'ready');
    }
    const mark = await eventMark(server);
    await change();
    const [written] = await eventsAfter(server, mark);
    await client.waitFor((message) => message.id === `${written?.xid}.${written?.id}`);
    // The older transaction ended after the consumer came on a server, so it is news to it.
    const olderIsNews = server.dbKind === 'postgresql';
    expect(client.messages.map((message) => message.event)).toEqual([
      'ready',
      ...(olderIsNews ? ['tournament.updated'] : []),
      'wallet.changed',
    ]);
  });
});

describe('the gateway-only routes with GATEWAY_SHARED_SECRET', () => {
  const secret = 'a-shared-secret-of-at-least-32-characters';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ GATEWAY_SHARED_SECRET: secret });
  });
  afterAll(() => server.close());

  it('refuses a caller without the secret or with a wrong one, from this machine too', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-gateway-secret': 'wrong' },
      { 'x-gateway-secret': '' },
    ];
    for (const headers of attempts) {
      for (const path of ['/api/events', '/events', '/api/events/rooms/1']) {
        const res = await server.call('GET', path, { headers, asGateway: false });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toEqual({ message: 'Forbidden' });
      }
    }
    const player = await createUser(server);
    const withToken = await server.call('GET', '/api/events', {
      token: player.token,
      asGateway: false,
    });
    expect(withToken.status).toBe(403);
  });

  it('streams to the gateway holding the secret', async () => {
    const client = await connectEventStream(server, {
      headers: { 'x-gateway-secret': secret },
    });
    expect(client.status).toBe(200);
    await client.waitFor((message) => message.event === 'ready');
    client.close();
  });
});

describe('stopping with a stream open', () => {
  it('ends the stream so the stop does not wait for the consumer', async () => {
    const server = await startTestServer();
    const client = await connectEventStream(server);
    await client.waitFor((message) => message.event === 'ready');
    await server.close();
    await client.ended;
  });
});

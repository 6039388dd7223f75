import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const PLAYER = 3;
const WALLET = 'subscription { walletChanged { balance { paise } transaction { id } } }';

describe("the gateway's reader of the event stream", () => {
  let live: LiveUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    live = await startLiveUpstream();
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('resumes after a dropped stream from the last event it read', async () => {
    const socket = connect(gateway, await live.tokens.player(PLAYER));
    try {
      const wallet = socket.subscribe(WALLET);
      await wallet.next();
      expect(live.stream.opened).toEqual([{ lastEventId: null }]);

      live.players.of(PLAYER).transactions = [
        { id: 51, type: 'ADD_MONEY', amount: 100, status: 'APPROVED' },
      ];
      const last = live.stream.send({ kind: 'wallet.changed', userId: PLAYER, subjectId: '51' });
      expect((await wallet.next()).data?.walletChanged.transaction).toEqual({ id: '51' });

      live.stream.drop();
      await vi.waitFor(() => expect(live.stream.opened).toHaveLength(2), { timeout: 10_000 });
      expect(live.stream.opened[1]).toEqual({ lastEventId: last.cursor });
      // As the upstream saw the request: Last-Event-ID, and nothing of a player's.
      const resumed = live.requestsTo('/api/events')[1];
      expect(resumed?.headers['last-event-id']).toBe(last.cursor);
      expect(resumed?.headers.authorization).toBeUndefined();

      live.players
        .of(PLAYER)
        .transactions.push({ id: 52, type: 'WITHDRAW', amount: 40, status: 'PENDING' });
      live.stream.send({ kind: 'wallet.changed', userId: PLAYER, subjectId: '52' });
      expect((await wallet.next()).data?.walletChanged.transaction).toEqual({ id: '52' });
    } finally {
      await socket.close();
    }
  });
});

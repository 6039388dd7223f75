import { randomUUID } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEventKind } from '#common/live-events';
import type { TestGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const ENDED = 3;
const OTHER = 4;
const WALLET = 'subscription { walletChanged { balance { paise } transaction { id } } }';

describe('sessions ended by the backend', () => {
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

  it.each<LiveEventKind>(['sessions.ended', 'account.banned'])(
    "%s closes that player's sockets with 4403 and no one else's",
    async (kind) => {
      const ended = [
        connect(gateway, await live.tokens.player(ENDED)),
        connect(gateway, await live.tokens.player(ENDED)),
      ];
      const other = connect(gateway, await live.tokens.player(OTHER));
      try {
        // Each socket's wallet arrives once it listens.
        await Promise.all(ended.map((socket) => socket.subscribe(WALLET).next()));
        const otherWallet = other.subscribe(WALLET);
        await otherWallet.next();

        live.stream.send({ kind, userId: ENDED });
        for (const socket of ended) {
          expect(await socket.closed).toEqual({ code: 4403, reason: 'Forbidden' });
        }

        // The other player's socket still carries what happens next to them.
        live.players.of(OTHER).transactions = [
          { id: 31, type: 'REFUND', amount: 20, status: 'APPROVED' },
        ];
        live.stream.send({ kind: 'wallet.changed', userId: OTHER, subjectId: '31' });
        expect((await otherWallet.next()).data?.walletChanged.transaction).toEqual({ id: '31' });
      } finally {
        await Promise.all([...ended, other].map((socket) => socket.close()));
      }
    },
  );

  it("a logout naming its session closes that session's sockets only; the player's other device keeps its own", async () => {
    const loggedOut = randomUUID();
    const stillIn = randomUUID();
    const phone = [
      connect(gateway, await live.tokens.session(ENDED, loggedOut)),
      connect(gateway, await live.tokens.session(ENDED, loggedOut)),
    ];
    const laptop = connect(gateway, await live.tokens.session(ENDED, stillIn));
    try {
      await Promise.all(phone.map((socket) => socket.subscribe(WALLET).next()));
      const laptopWallet = laptop.subscribe(WALLET);
      await laptopWallet.next();

      live.stream.send({ kind: 'sessions.ended', userId: ENDED, subjectId: loggedOut });
      for (const socket of phone) {
        expect(await socket.closed).toEqual({ code: 4403, reason: 'Forbidden' });
      }

      // The laptop's socket still carries the player's next change.
      live.players.of(ENDED).transactions = [
        { id: 32, type: 'REFUND', amount: 20, status: 'APPROVED' },
      ];
      live.stream.send({ kind: 'wallet.changed', userId: ENDED, subjectId: '32' });
      expect((await laptopWallet.next()).data?.walletChanged.transaction).toEqual({ id: '32' });

      // Then all devices: no session named, the laptop's socket closes too.
      live.stream.send({ kind: 'sessions.ended', userId: ENDED });
      expect(await laptop.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    } finally {
      live.players.of(ENDED).transactions = [];
      await Promise.all([...phone, laptop].map((socket) => socket.close()));
    }
  });

  it('refuses at connect (4403) a token the backend no longer accepts, signature valid or not', async () => {
    const endedToken = await live.tokens.player(ENDED);
    // The backend refuses the ended session's token, as it does after a logout.
    live.use(
      http.get('*/api/v1/profile/me', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${endedToken}`
          ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
          : HttpResponse.json({ id: OTHER, username: 'other' }),
      ),
    );
    const ended = connect(gateway, endedToken);
    const other = connect(gateway, await live.tokens.player(OTHER));
    try {
      expect(await ended.closed).toEqual({ code: 4403, reason: 'Forbidden' });
      const wallet = other.subscribe(WALLET);
      expect((await wallet.next()).data?.walletChanged).toBeDefined();
    } finally {
      live.use();
      await Promise.all([ended, other].map((socket) => socket.close()));
    }
  });
});

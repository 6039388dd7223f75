import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const RIYA = 3;
const ARJUN = 4;
const WALLET = `subscription {
  walletChanged { balance { paise } transaction { id type status amount { paise } } }
}`;
const BELL = `subscription {
  notificationsChanged { unreadCount notification { id kind message reason tournamentId read } }
}`;

const deposit = (id: number, amount: number, status: string) => ({
  id,
  type: 'ADD_MONEY',
  amount,
  status,
  transactionDate: '2026-11-24T10:00:00.000Z',
});

const notification = (id: number, message: string) => ({
  id,
  kind: 'DEPOSIT_APPROVED',
  message,
  reason: null,
  tournamentId: null,
  transactionId: id,
  createdAt: '2026-11-24T10:05:00.000Z',
  readAt: null,
});

describe("a player's wallet and bell, live", () => {
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
  beforeEach(() => {
    live.players.of(RIYA).balance = 100;
    live.players.of(RIYA).transactions = [deposit(12, 100, 'PENDING')];
    live.players.of(ARJUN).balance = 50;
    live.players.of(ARJUN).transactions = [];
  });

  it('pushes the wallet now, then each change to its own player only', async () => {
    const riya = connect(gateway, await live.tokens.player(RIYA));
    const arjun = connect(gateway, await live.tokens.player(ARJUN));
    try {
      const riyaWallet = riya.subscribe(WALLET);
      const arjunWallet = arjun.subscribe(WALLET);
      expect((await riyaWallet.next()).data).toEqual({
        walletChanged: { balance: { paise: 10_000 }, transaction: null },
      });
      expect((await arjunWallet.next()).data).toEqual({
        walletChanged: { balance: { paise: 5000 }, transaction: null },
      });

      // The organiser approves Riya's deposit.
      live.players.of(RIYA).balance = 200;
      live.players.of(RIYA).transactions = [deposit(12, 100, 'APPROVED')];
      live.stream.send({ kind: 'wallet.changed', userId: RIYA, subjectId: '12' });
      expect((await riyaWallet.next()).data).toEqual({
        walletChanged: {
          balance: { paise: 20_000 },
          transaction: { id: '12', type: 'DEPOSIT', status: 'APPROVED', amount: { paise: 10_000 } },
        },
      });

      // Arjun's next push is his own deposit: Riya's approval never reached him.
      live.players.of(ARJUN).transactions = [deposit(13, 30, 'PENDING')];
      live.stream.send({ kind: 'wallet.changed', userId: ARJUN, subjectId: '13' });
      expect((await arjunWallet.next()).data?.walletChanged.transaction).toMatchObject({
        id: '13',
        status: 'PENDING',
      });
    } finally {
      await Promise.all([riya.close(), arjun.close()]);
    }
  });

  it('pushes the bell now, then each notification to its own player only', async () => {
    live.players.of(RIYA).bell = { unreadCount: 0, notifications: [] };
    live.players.of(ARJUN).bell = { unreadCount: 0, notifications: [] };
    const riya = connect(gateway, await live.tokens.player(RIYA));
    const arjun = connect(gateway, await live.tokens.player(ARJUN));
    try {
      const riyaBell = riya.subscribe(BELL);
      const arjunBell = arjun.subscribe(BELL);
      const empty = { notificationsChanged: { unreadCount: 0, notification: null } };
      expect((await riyaBell.next()).data).toEqual(empty);
      expect((await arjunBell.next()).data).toEqual(empty);

      live.players.of(RIYA).bell = {
        unreadCount: 1,
        notifications: [notification(21, 'Your deposit of ₹100 was approved.')],
      };
      live.stream.send({ kind: 'notification.created', userId: RIYA, subjectId: '21' });
      expect((await riyaBell.next()).data).toEqual({
        notificationsChanged: {
          unreadCount: 1,
          notification: {
            id: '21',
            kind: 'DEPOSIT_APPROVED',
            message: 'Your deposit of ₹100 was approved.',
            reason: null,
            tournamentId: null,
            read: false,
          },
        },
      });

      // Riya reads it on another device: only the count changes.
      live.players.of(RIYA).bell = {
        unreadCount: 0,
        notifications: [
          {
            ...notification(21, 'Your deposit of ₹100 was approved.'),
            readAt: '2026-11-24T10:06:00.000Z',
          },
        ],
      };
      live.stream.send({ kind: 'notifications.read', userId: RIYA });
      expect((await riyaBell.next()).data).toEqual({
        notificationsChanged: { unreadCount: 0, notification: null },
      });

      // Arjun's next push is his own notification: Riya's never reached him.
      live.players.of(ARJUN).bell = {
        unreadCount: 1,
        notifications: [notification(22, 'Your deposit of ₹30 was approved.')],
      };
      live.stream.send({ kind: 'notification.created', userId: ARJUN, subjectId: '22' });
      expect((await arjunBell.next()).data?.notificationsChanged).toMatchObject({
        unreadCount: 1,
        notification: { id: '22', message: 'Your deposit of ₹30 was approved.' },
      });
    } finally {
      await Promise.all([riya.close(), arjun.close()]);
    }
  });

  it('answers a visitor who asks for a wallet or bell with UNAUTHENTICATED', async () => {
    const visitor = connect(gateway);
    try {
      for (const query of [WALLET, BELL]) {
        expect(await visitor.subscribe(query).ended).toEqual([
          expect.objectContaining({
            extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
          }),
        ]);
      }
    } finally {
      await visitor.close();
    }
  });
});

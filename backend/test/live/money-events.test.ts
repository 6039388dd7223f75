import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import {
  type EventRead,
  described,
  eventMark,
  eventsAfter,
  writerOf,
  xid32,
} from '../support/live-reads';
import { enterTeam } from '../support/entries';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  decide,
  deposit,
  approveProposal,
  newestTransactionId,
  payPrizes,
  payWithdrawal,
  proposePrizes,
  secondOrganiser,
  withdraw,
} from '../wallet/wallet-helpers';

/** Money: each movement writes its wallet event (and the organiser's, a notification) with it. */
describe('the events of money movements', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
    await fundWallet(server, player.id, 1000);
  });
  afterAll(() => server.close());

  /** What `work` wrote to the events, with the check that each came with the transaction. */
  async function eventsOf(work: () => Promise<unknown>): Promise<EventRead[]> {
    const mark = await eventMark(server);
    await work();
    return eventsAfter(server, mark);
  }
  const writtenWith = async (event: EventRead | undefined, transactionId: number) =>
    expect(xid32(event?.xid ?? '')).toBe(
      await writerOf(server, 'wallet_transactions', 'id', transactionId),
    );
  const walletChanged = (userId: number, transactionId: number) => ({
    kind: 'wallet.changed',
    tournamentId: null,
    userId,
    subjectId: String(transactionId),
  });
  /** Organiser work that appeared or was done: no tournament, no player (organisers only). */
  const consoleChanged = (work: string) => ({
    kind: 'console.changed',
    tournamentId: null,
    userId: null,
    subjectId: work,
  });
  const notificationFor = (userId: number) => ({
    kind: 'notification.created',
    tournamentId: null,
    userId,
    subjectId: expect.stringMatching(/^\d+$/),
  });

  it('a deposit request, then its approval or rejection', async () => {
    for (const decision of ['approve', 'reject'] as const) {
      const requested = await eventsOf(async () =>
        expect((await deposit(server, player, 100)).status).toBe(200),
      );
      const id = await newestTransactionId(server, player);
      expect(described(requested)).toEqual([
        walletChanged(player.id, id),
        consoleChanged('deposit'),
      ]);
      await writtenWith(requested[0], id);
      expect(requested[1]?.xid).toBe(requested[0]?.xid);

      const decided = await eventsOf(async () =>
        expect((await decide(server, admin, id, decision, 'UTR not found')).status).toBe(200),
      );
      expect(described(decided)).toEqual([
        walletChanged(player.id, id),
        consoleChanged('deposit'),
        notificationFor(player.id),
      ]);
      await writtenWith(decided[0], id);
      expect(decided[1]?.xid).toBe(decided[0]?.xid);
    }
  });

  it('a withdrawal request, then its payment or rejection', async () => {
    for (const decision of ['pay', 'reject'] as const) {
      const requested = await eventsOf(async () =>
        expect((await withdraw(server, player, 50)).status).toBe(200),
      );
      const id = await newestTransactionId(server, player);
      expect(described(requested)).toEqual([
        walletChanged(player.id, id),
        consoleChanged('withdrawal'),
      ]);
      await writtenWith(requested[0], id);
      expect(requested[1]?.xid).toBe(requested[0]?.xid);

      const decided = await eventsOf(async () => {
        const res =
          decision === 'pay'
            ? await payWithdrawal(server, admin, id, 'UPI412345678901')
            : await decide(server, admin, id, 'reject', 'Wrong UPI ID');
        expect(res.status).toBe(200);
      });
      expect(described(decided)).toEqual([
        walletChanged(player.id, id),
        consoleChanged('withdrawal'),
        notificationFor(player.id),
      ]);
      await writtenWith(decided[0], id);
      expect(decided[1]?.xid).toBe(decided[0]?.xid);
    }
  });

  it('prizes: proposing tells organisers; approving, the wallet and a notification of each winner', async () => {
    const tournament = await createTournament(server, { status: 'completed' });
    const second = await createUser(server);
    await enterTeam(server, tournament, { players: [player, second] });
    const approver = await secondOrganiser(server, admin);
    let proposalId = 0;
    const proposing = await eventsOf(async () => {
      const res = await proposePrizes(server, admin, tournament, [
        { userId: player.id, amount: 300 },
        { userId: second.id, amount: 100 },
      ]);
      expect(res.status).toBe(202);
      proposalId = res.body.proposal.id;
    });
    expect(described(proposing)).toEqual([consoleChanged('proposal')]);
    const events = await eventsOf(async () => {
      expect((await approveProposal(server, approver, proposalId)).status).toBe(200);
    });
    const ids = await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('tournament_id', '=', tournament)
      .orderBy('id')
      .execute();
    expect(described(events)).toEqual([
      walletChanged(player.id, ids[0]?.id ?? 0),
      notificationFor(player.id),
      walletChanged(second.id, ids[1]?.id ?? 0),
      notificationFor(second.id),
      consoleChanged('payout'),
      consoleChanged('proposal'),
    ]);
    await writtenWith(events[0], ids[0]?.id ?? 0);
    expect(new Set(events.map((event) => event.xid)).size).toBe(1);
  });

  it('writes nothing when a movement is refused', async () => {
    await expect(eventsOf(() => withdraw(server, player, 1_000_000))).resolves.toEqual([]);
    expect((await deposit(server, player, 20)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    expect((await decide(server, admin, id, 'approve')).status).toBe(200);
    const twice = await eventsOf(async () =>
      expect((await decide(server, admin, id, 'reject', 'Too late')).status).toBe(409),
    );
    expect(twice).toEqual([]);

    const tournament = await createTournament(server, { status: 'completed' });
    await enterTeam(server, tournament, { players: [player] });
    const payouts = [{ userId: player.id, amount: 10 }];
    expect((await payPrizes(server, admin, tournament, payouts)).status).toBe(200);
    await expect(
      eventsOf(async () =>
        expect((await proposePrizes(server, admin, tournament, payouts)).status).toBe(409),
      ),
    ).resolves.toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  approveProposal,
  balanceOf,
  completedTournamentWith,
  proposePrizes,
} from '../wallet/wallet-helpers';
import { cancelProposal, proposalAudit } from './money-control-helpers';

/**
 * A lone organiser (decision 043): proposing asks for the password, the item waits the cooling
 * period (60 minutes by default), a mail says what will be possible after when and how to
 * cancel, and after it the same organiser approves with the password again. The clock is the
 * test's own: time passes by moving it, never by waiting.
 */
let server: TestServer;
let organiser: TestUser;
let now = new Date('2026-11-28T10:00:00.000Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  organiser = await createAdmin(server);
});
afterAll(() => server.close());

async function completedNight() {
  const player = await createUser(server);
  const { tournamentId } = await completedTournamentWith(server, [player], {
    poolRupees: 500,
    name: 'Lonely Cup',
  });
  return { player, tournamentId };
}

describe('a lone organiser', () => {
  it('is asked for the password to propose, and a wrong one changes nothing', async () => {
    const { player, tournamentId } = await completedNight();
    const payouts = [{ userId: player.id, amount: 200 }];
    const bare = await proposePrizes(server, organiser, tournamentId, payouts);
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual([
      {
        field: 'password',
        message:
          'You are the only organiser: enter your password to confirm, and it waits the cooling period',
      },
    ]);
    const wrong = await proposePrizes(server, organiser, tournamentId, payouts, {
      password: 'nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That is not your password');
    expect(await server.db.selectFrom('money_proposals').selectAll().execute()).toEqual([]);
  });

  it('waits the cooling period, is told by mail, then approves with the password again', async () => {
    const { player, tournamentId } = await completedNight();
    const proposed = await proposePrizes(
      server,
      organiser,
      tournamentId,
      [{ userId: player.id, amount: 200 }],
      { password: organiser.password },
    );
    expect(proposed.status).toBe(202);
    const { proposal } = proposed.body;
    expect(proposal.coolingUntil).toBe('2026-11-28T11:00:00.000Z');
    await server.app.live.mailsSent();
    const mail = await server.lastMailTo(organiser.email);
    expect(mail).toContain(
      `Subject: Money waits until 28 Nov 2026, 11:00 UTC: Prizes of Lonely Cup: ₹200 to 1 player`,
    );
    expect(mail).toContain('After then, your account can approve it with its password');
    expect(mail).toContain('If this was not you, cancel it now');

    later(59);
    // Not even the password: the password budget is 5 confirmations per 15 minutes.
    const early = await approveProposal(server, organiser, proposal.id);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message:
        'This waits until 28 Nov 2026, 11:00 UTC: you can approve it after then, or another organiser now',
      coolingUntil: '2026-11-28T11:00:00.000Z',
    });
    expect(await balanceOf(server, player)).toBe(0);

    later(1);
    const bare = await approveProposal(server, organiser, proposal.id);
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0]).toEqual({
      field: 'password',
      message: 'Enter your password to approve your own proposal',
    });
    const approved = await approveProposal(server, organiser, proposal.id, {
      password: organiser.password,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decidedBy: organiser.id,
      decidedAt: '2026-11-28T11:00:00.000Z',
    });
    expect(await balanceOf(server, player)).toBe(200);
    expect((await proposalAudit(server, proposal.id)).map((row) => row.action)).toEqual([
      'MONEY_PROPOSED',
      'MONEY_PROPOSAL_CONFIRMED',
      'MONEY_PROPOSAL_APPROVED',
    ]);
  });

  it('can cancel during the cooling period, and a second organiser may approve it at once', async () => {
    const { player, tournamentId } = await completedNight();
    const propose = async () =>
      (
        await proposePrizes(server, organiser, tournamentId, [{ userId: player.id, amount: 100 }], {
          password: organiser.password,
        })
      ).body.proposal;
    const cancelled = await cancelProposal(server, organiser, (await propose()).id);
    expect(cancelled.body.status).toBe('cancelled');

    const waiting = await propose();
    const helper = await createAdmin(server);
    const approved = await approveProposal(server, helper, waiting.id);
    expect(approved.status).toBe(200);
    expect(await balanceOf(server, player)).toBe(100);
  });
});

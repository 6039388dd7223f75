import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { balanceOf } from './admin-helpers';
import { PAY, approveThroughGateway } from './prize-proposal-helpers';

/**
 * The rules of prize money through the gateway, against the real backend (decision 029): what
 * the pool paid so far and to whom, and each refusal in the gateway's error model. Prizes are
 * proposed by one organiser and paid when a second approves (decision 043).
 */

const PRIZES = `query Prizes($id: ID!) {
  admin { tournament(id: $id) { prizes {
    prizePool { formatted } paidSoFar { paise formatted } left { paise formatted }
    payouts { userId username amount { formatted } note decidedBy { username } }
  } } }
}`;

/** The proposals waiting for a second organiser, by tournament. */
const WAITING = `{ admin { moneyProposals { id tournamentId } } }`;

describe('prizes through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let approver: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    approver = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown>, organiser = admin) =>
    stack.gateway.graphql(query, variables, { token: organiser.token });

  async function completedWith(players: TestUser[], poolPaise: number) {
    const id = await createTournament(stack.backend, {
      status: 'completed',
      tourn_pp_paise: poolPaise,
    });
    const { teamId } = await enterTeam(stack.backend, id, { players, teamName: 'Team Bravo' });
    return { id: String(id), teamId: String(teamId) };
  }

  /** The ids of the proposals waiting for the tournament `id`. */
  async function waitingFor(id: string) {
    const read = await asAdmin(WAITING, {});
    return (read.body.data.admin.moneyProposals as { id: string; tournamentId: string | null }[])
      .filter((proposal) => proposal.tournamentId === id)
      .map((proposal) => proposal.id);
  }

  it('tells what the pool paid so far, to whom, and what is left', async () => {
    const [first, second] = [await createUser(stack.backend), await createUser(stack.backend)];
    const { id, teamId } = await completedWith([first, second], 200_00);
    const proposed = await asAdmin(PAY, {
      id,
      payouts: [
        { userId: String(first.id), amount: '100', note: 'Rank 1 prize', teamId },
        { userId: String(second.id), amount: '50', teamId },
      ],
    });
    const { errors, proposal } = proposed.body.data.payWinnings;
    expect(errors).toEqual([]);
    expect(proposal).toMatchObject({ status: 'WAITING', amount: { formatted: '₹150' } });

    // Waiting for the second organiser: the pool has paid nothing yet.
    const waiting = await asAdmin(PRIZES, { id });
    expect(waiting.body.data.admin.tournament.prizes).toEqual({
      prizePool: { formatted: '₹200' },
      paidSoFar: { paise: 0, formatted: '₹0' },
      left: { paise: 200_00, formatted: '₹200' },
      payouts: [],
    });

    const approved = await approveThroughGateway(stack.gateway, approver, proposal.id);
    expect(approved.errors).toEqual([]);
    const read = await asAdmin(PRIZES, { id });
    expect(read.body.data.admin.tournament.prizes).toEqual({
      prizePool: { formatted: '₹200' },
      paidSoFar: { paise: 150_00, formatted: '₹150' },
      left: { paise: 50_00, formatted: '₹50' },
      payouts: [
        {
          userId: String(first.id),
          username: first.username,
          amount: { formatted: '₹100' },
          note: 'Rank 1 prize',
          decidedBy: { username: approver.username },
        },
        {
          userId: String(second.id),
          username: second.username,
          amount: { formatted: '₹50' },
          note: null,
          decidedBy: { username: approver.username },
        },
      ],
    });
  });

  it('answers prizes past the pool and an unfinished tournament as CONFLICT, proposing nothing', async () => {
    const player = await createUser(stack.backend);
    const { id } = await completedWith([player], 1500_00);
    const past = await asAdmin(PAY, {
      id,
      payouts: [{ userId: String(player.id), amount: '50000' }],
    });
    expect(past.body.data.payWinnings).toMatchObject({
      errors: [
        {
          field: null,
          code: 'CONFLICT',
          message:
            'These prizes total ₹50,000, but only ₹1,500 of the ₹1,500 prize pool is left (₹0 paid so far)',
        },
      ],
      proposal: null,
    });
    expect(await waitingFor(id)).toEqual([]);

    const upcoming = await createTournament(stack.backend, { status: 'upcoming' });
    await enterTeam(stack.backend, upcoming, { players: [player] });
    const early = await asAdmin(PAY, {
      id: String(upcoming),
      payouts: [{ userId: String(player.id), amount: '10' }],
    });
    expect(early.body.data.payWinnings).toMatchObject({
      errors: [
        {
          field: null,
          code: 'CONFLICT',
          message: 'Prizes are paid only for a completed tournament; this one is upcoming',
        },
      ],
      proposal: null,
    });
    expect(await waitingFor(String(upcoming))).toEqual([]);
    expect(await balanceOf(stack.backend, player)).toBe(0);
  });

  it("asks for a reason to pay a player who is not on the team's roster, and passes it on", async () => {
    const [bravo, outsider] = [await createUser(stack.backend), await createUser(stack.backend)];
    const { id, teamId } = await completedWith([bravo], 1000_00);
    const payout = { userId: String(outsider.id), amount: '100', teamId };

    const refused = await asAdmin(PAY, { id, payouts: [payout] });
    expect(refused.body.data.payWinnings).toMatchObject({
      errors: [
        {
          field: 'payouts[0].reason',
          code: 'INVALID',
          message: `${outsider.username} is not on Team Bravo's roster: give a reason to pay them`,
        },
      ],
      proposal: null,
    });
    expect(await waitingFor(id)).toEqual([]);

    const reason = 'Plays as Fourth on the sheet';
    const proposed = await asAdmin(PAY, { id, payouts: [{ ...payout, reason }] });
    const { errors, proposal } = proposed.body.data.payWinnings;
    expect(errors).toEqual([]);
    expect(proposal).toMatchObject({
      status: 'WAITING',
      prizes: [{ playerId: String(outsider.id), amount: { formatted: '₹100' }, reason }],
    });
    expect(await balanceOf(stack.backend, outsider)).toBe(0);

    expect((await approveThroughGateway(stack.gateway, approver, proposal.id)).errors).toEqual([]);
    expect(await balanceOf(stack.backend, outsider)).toBe(100);
    const read = await asAdmin(PRIZES, { id });
    expect(read.body.data.admin.tournament.prizes.payouts).toEqual([
      expect.objectContaining({
        userId: String(outsider.id),
        decidedBy: { username: approver.username },
      }),
    ]);
  });

  it('refuses an organiser paying their own account as FORBIDDEN, with the reason why', async () => {
    const organiser = await createAdmin(stack.backend);
    const { id } = await completedWith([organiser], 1000_00);
    const own = await asAdmin(
      PAY,
      { id, payouts: [{ userId: String(organiser.id), amount: '100' }] },
      organiser,
    );
    expect(own.body.errors?.[0]).toMatchObject({
      message: 'You cannot pay a prize to your own account: another organiser must',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await balanceOf(stack.backend, organiser)).toBe(0);
  });
});

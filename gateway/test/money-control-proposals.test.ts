import { describe, expect, it } from 'vitest';
import { PENDING_WITHDRAWAL } from './admin/admin-upstream-fixtures';
import {
  PRIZE_PROPOSAL,
  PRIZE_PROPOSAL_ANSWER,
  PROPOSAL_FIELDS,
  WITHDRAWAL_PROPOSAL,
  moneyControlGateway,
} from './money-control-fixtures';

/**
 * Paying prizes and marking a large withdrawal paid now propose (decision 043): the backend's
 * 202 reaches the organiser as the payload's proposal with the message; a withdrawal at or below
 * the threshold is still paid at once, with no proposal.
 */

const PAY = `mutation($id: ID!, $payouts: [PayoutInput!]!, $password: String) {
  payWinnings(tournamentId: $id, payouts: $payouts, password: $password) {
    errors { field code message } message proposal { ${PROPOSAL_FIELDS} }
  }
}`;
const APPROVE = `mutation($id: ID!, $reference: String, $password: String) {
  approveTransaction(id: $id, reference: $reference, password: $password) {
    errors { field code message } message
    transaction { id status reference }
    proposal { id kind status amount { formatted } transactionId playerUsername reference mine }
  }
}`;

const WAITS = "Sent for a second organiser's approval";
const PAYOUTS = [
  { userId: '3', amount: '1000', note: 'Rank 1', teamId: '7' },
  { userId: '9', amount: '250.50', teamId: '7', reason: 'Substitute in match 2' },
];

describe('payouts and large withdrawals sent for a second organiser', () => {
  const { state, bodies, write, asAdmin } = moneyControlGateway();

  it("answers payWinnings' 202 with the proposal and the backend's message", async () => {
    const message = `${WAITS}: ${PRIZE_PROPOSAL.summary}.`;
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/tournaments/41/payouts', 202, {
        message,
        proposal: PRIZE_PROPOSAL,
      }),
    );
    const result = await asAdmin(PAY, { id: '41', payouts: PAYOUTS, password: 'pw 1' });
    expect(result.body.data.payWinnings).toEqual({
      errors: [],
      message,
      proposal: PRIZE_PROPOSAL_ANSWER,
    });
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/admin/tournaments/41/payouts',
        body: {
          payouts: [
            { userId: 3, amount: 1000, note: 'Rank 1', teamId: 7 },
            { userId: 9, amount: 250.5, teamId: 7, reason: 'Substitute in match 2' },
          ],
          password: 'pw 1',
        },
      },
    ]);
  });

  it('refuses payouts past the pool with waiting ones counted, and a wrong password on its field', async () => {
    const past =
      'These prizes total ₹1,250.50, but only ₹1,000 of the ₹5,000 prize pool is left (₹3,850 paid so far, ₹150 waiting for approval)';
    const wrong = 'That is not your password';
    const cases = [
      [409, { message: past }, { field: null, code: 'CONFLICT', message: past }],
      [
        400,
        { message: wrong, errors: [{ field: 'password', message: wrong }] },
        { field: 'password', code: 'INVALID', message: wrong },
      ],
    ] as const;
    for (const [status, answer, error] of cases) {
      state.upstream.use(
        state.tokens.jwks,
        write('post', '*/api/admin/tournaments/41/payouts', status, answer),
      );
      const result = await asAdmin(PAY, { id: '41', payouts: PAYOUTS, password: 'not-it' });
      expect(result.body.data.payWinnings).toEqual({
        errors: [error],
        message: error.message,
        proposal: null,
      });
    }
  });

  it('answers a withdrawal above the threshold as still pending, with its proposal', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', 202, {
        ...PENDING_WITHDRAWAL,
        amount: 2500,
        proposal: WITHDRAWAL_PROPOSAL,
      }),
    );
    const result = await asAdmin(APPROVE, {
      id: '77',
      reference: 'AXIS0012345678',
      password: 'pw 1',
    });
    expect(result.body.data.approveTransaction).toEqual({
      errors: [],
      message: WAITS,
      transaction: { id: '77', status: 'PENDING', reference: null },
      proposal: {
        id: '14',
        kind: 'WITHDRAWAL',
        status: 'WAITING',
        amount: { formatted: '₹2,500' },
        transactionId: '77',
        playerUsername: 'player3',
        reference: 'AXIS0012345678',
        mine: true,
      },
    });
    expect(bodies.map(({ body }) => body)).toEqual([
      { reference: 'AXIS0012345678', password: 'pw 1' },
    ]);
  });

  it('pays a withdrawal at or below the threshold at once, with no proposal', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', 200, {
        ...PENDING_WITHDRAWAL,
        status: 'APPROVED',
        decidedBy: 1,
        decidedByUsername: 'organiser1',
        decidedAt: '2026-11-24T18:05:00.000Z',
        reference: 'AXIS0012345678',
      }),
    );
    const result = await asAdmin(APPROVE, { id: '77', reference: 'AXIS0012345678' });
    expect(result.body.data.approveTransaction).toEqual({
      errors: [],
      message: null,
      transaction: { id: '77', status: 'APPROVED', reference: 'AXIS0012345678' },
      proposal: null,
    });
    expect(bodies.map(({ body }) => body)).toEqual([{ reference: 'AXIS0012345678' }]);
  });

  it('answers a withdrawal already waiting in a proposal as CONFLICT, with no proposal', async () => {
    const message = 'This already waits for approval';
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', 409, { message }),
    );
    const result = await asAdmin(APPROVE, { id: '77', reference: 'AXIS0012345678' });
    expect(result.body.data.approveTransaction).toEqual({
      errors: [{ field: null, code: 'CONFLICT', message }],
      message,
      transaction: null,
      proposal: null,
    });
  });
});

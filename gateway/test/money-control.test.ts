import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_PROPOSAL,
  PRIZE_PROPOSAL,
  PRIZE_PROPOSAL_ANSWER,
  PROPOSAL_FIELDS,
  moneyControlGateway,
} from './money-control-fixtures';

/**
 * The two-person control (decision 043) as an organiser reads and decides it, over the REST
 * contract served by msw at the network: the backend's JSON mapped to the schema (Money, enums,
 * who and when), the bodies sent, and the backend's refusals as payload errors.
 */

const PROPOSALS = `query($status: MoneyProposalStatus) {
  admin { moneyProposals(status: $status) { ${PROPOSAL_FIELDS} } }
}`;
const CONTROLS = `{ admin { moneyControls { approvalThreshold { paise formatted } coolingMinutes organisers alone } } }`;
const PROPOSE = `mutation($player: String!, $amount: String!, $utr: String!, $reason: String!, $password: String) {
  proposeManualCredit(player: $player, amount: $amount, utr: $utr, reason: $reason, password: $password) {
    errors { field code message } message proposal { id kind status amount { paise } utr playerUsername reason coolingUntil mine }
  }
}`;
const APPROVE = `mutation($id: ID!, $password: String) {
  approveMoneyProposal(id: $id, password: $password) {
    errors { field code message } message proposal { id status decidedBy decidedAt }
  }
}`;
const REFUSE = `mutation($id: ID!, $reason: String) {
  refuseMoneyProposal(id: $id, reason: $reason) {
    errors { field code message } message proposal { id status decidedBy decisionReason }
  }
}`;
const CANCEL = `mutation($id: ID!) {
  cancelMoneyProposal(id: $id) { errors { field code message } message proposal { id status mine } }
}`;
const SET_CONTROLS = `mutation($threshold: String!, $minutes: Int!, $password: String!) {
  setMoneyControls(approvalThreshold: $threshold, coolingMinutes: $minutes, password: $password) {
    errors { field code message } message
    controls { approvalThreshold { paise formatted } coolingMinutes organisers alone }
  }
}`;

const CREDIT_INPUT = {
  player: 'player3',
  amount: '500',
  utr: 'AXIS123456789',
  reason: 'Paid to the payee without a deposit request',
};
const DECIDED_AT = '2026-11-24T18:05:00.000Z';
const ALREADY = 'Already approved by organiser2 on 24 Nov 2026, 18:05 UTC';
const alreadyDecided = {
  message: ALREADY,
  status: 'approved',
  decidedBy: 'organiser2',
  decidedAt: DECIDED_AT,
};

describe('the two-person control to an organiser', () => {
  const { state, bodies, write, moneyCalls, asAdmin } = moneyControlGateway();

  it('lists the waiting proposals by default, mapped to Money, enums and who/when', async () => {
    state.upstream.use(
      state.tokens.jwks,
      http.get('*/api/admin/money/proposals', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('status') === 'waiting'
            ? [PRIZE_PROPOSAL, CREDIT_PROPOSAL]
            : [],
        ),
      ),
    );
    const result = await asAdmin(PROPOSALS);
    expect(result.body.errors).toBeUndefined();
    const [prize, credit] = result.body.data.admin.moneyProposals;
    expect(prize).toEqual(PRIZE_PROPOSAL_ANSWER);
    expect(credit).toEqual({
      ...PRIZE_PROPOSAL_ANSWER,
      id: '13',
      kind: 'MANUAL_CREDIT',
      summary: 'Credit of ₹500 to player3 (UTR AXIS123456789)',
      amount: { paise: 50_000, rupees: '500.00', formatted: '₹500' },
      tournamentId: null,
      tournamentName: null,
      playerId: '3',
      playerUsername: 'player3',
      utr: 'AXIS123456789',
      prizes: [],
      reason: 'Paid to the payee without a deposit request',
      proposedById: '1',
      proposedBy: 'organiser1',
      coolingUntil: '2026-11-24T19:00:00.000Z',
      mine: true,
    });
    expect(moneyCalls()).toEqual(['GET /api/admin/money/proposals?status=waiting']);
  });

  it('lists the proposals of the status asked, with who decided them and why', async () => {
    const refused = {
      ...PRIZE_PROPOSAL,
      status: 'refused',
      decidedBy: 1,
      decidedByUsername: 'organiser1',
      decidedAt: DECIDED_AT,
      decisionReason: 'Rank 2 was disqualified',
    };
    state.upstream.use(
      state.tokens.jwks,
      http.get('*/api/admin/money/proposals', () => HttpResponse.json([refused])),
    );
    const result = await asAdmin(PROPOSALS, { status: 'REFUSED' });
    expect(result.body.data.admin.moneyProposals).toEqual([
      {
        ...PRIZE_PROPOSAL_ANSWER,
        status: 'REFUSED',
        decidedBy: 'organiser1',
        decidedAt: DECIDED_AT,
        decisionReason: 'Rank 2 was disqualified',
      },
    ]);
    expect(moneyCalls()).toEqual(['GET /api/admin/money/proposals?status=refused']);
  });

  it('gives the controls: the threshold as Money, the cooling period, whether alone', async () => {
    state.upstream.use(
      state.tokens.jwks,
      http.get('*/api/admin/money/controls', () =>
        HttpResponse.json({
          approvalThreshold: 1000,
          coolingMinutes: 60,
          organisers: 1,
          alone: true,
          updatedAt: DECIDED_AT,
        }),
      ),
    );
    const result = await asAdmin(CONTROLS);
    expect(result.body.data.admin.moneyControls).toEqual({
      approvalThreshold: { paise: 100_000, formatted: '₹1,000' },
      coolingMinutes: 60,
      organisers: 1,
      alone: true,
    });
  });

  it("counts the waiting proposals in the console's counts", async () => {
    state.upstream.use(
      state.tokens.jwks,
      http.get('*/api/admin/console-counts', () =>
        HttpResponse.json({ deposits: 2, withdrawals: 1, disputes: 0, proposals: 3, total: 6 }),
      ),
    );
    const result = await asAdmin(`{ consoleCounts { proposals total } }`);
    expect(result.body.data.consoleCounts).toEqual({ proposals: 3, total: 6 });
  });

  it('proposes a manual credit in rupees, with the password when alone', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/manual-credits', 201, CREDIT_PROPOSAL),
    );
    const result = await asAdmin(PROPOSE, { ...CREDIT_INPUT, amount: '500.00', password: 'pw 1' });
    expect(result.body.data.proposeManualCredit).toEqual({
      errors: [],
      message: null,
      proposal: {
        id: '13',
        kind: 'MANUAL_CREDIT',
        status: 'WAITING',
        amount: { paise: 50_000 },
        utr: 'AXIS123456789',
        playerUsername: 'player3',
        reason: 'Paid to the payee without a deposit request',
        coolingUntil: '2026-11-24T19:00:00.000Z',
        mine: true,
      },
    });
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/admin/money/manual-credits',
        body: { ...CREDIT_INPUT, amount: 500, password: 'pw 1' },
      },
    ]);
  });

  it('refuses an amount that is not rupees on its field, before any upstream call', async () => {
    state.upstream.use(state.tokens.jwks);
    const result = await asAdmin(PROPOSE, { ...CREDIT_INPUT, amount: '5,00' });
    expect(result.body.data.proposeManualCredit).toEqual({
      errors: [
        {
          field: 'amount',
          code: 'INVALID',
          message: 'Enter an amount in rupees, e.g. "250" or "99.50"',
        },
      ],
      message: expect.any(String),
      proposal: null,
    });
    expect(moneyCalls()).toEqual([]);
  });

  it("puts the upstream's refusals of a credit on the fields: a used UTR, the password", async () => {
    const used = 'UTR AXIS123456789 was already used: one credit per UTR';
    const wrong = 'That is not your password';
    const cases = [
      [409, { message: used, field: 'utr' }, { field: null, code: 'CONFLICT', message: used }],
      [
        400,
        { message: wrong, errors: [{ field: 'password', message: wrong }] },
        { field: 'password', code: 'INVALID', message: wrong },
      ],
    ] as const;
    for (const [status, answer, error] of cases) {
      state.upstream.use(
        state.tokens.jwks,
        write('post', '*/api/admin/money/manual-credits', status, answer),
      );
      const result = await asAdmin(PROPOSE, { ...CREDIT_INPUT, password: 'not-it' });
      expect(result.body.data.proposeManualCredit.errors).toEqual([error]);
      expect(result.body.data.proposeManualCredit.proposal).toBeNull();
    }
  });

  it('approves a proposal: its status, who approved it and when', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/12/approve', 200, {
        ...PRIZE_PROPOSAL,
        status: 'approved',
        decidedBy: 1,
        decidedByUsername: 'organiser1',
        decidedAt: DECIDED_AT,
        transactionIds: [501, 502],
      }),
    );
    // The client's key goes with it: a retry after a lost answer approves once (decision 023).
    const result = await state.gateway.graphql(
      APPROVE,
      { id: '12' },
      { token: state.tokens.admin, headers: { 'idempotency-key': 'approve-12-once' } },
    );
    expect(result.body.data.approveMoneyProposal).toEqual({
      errors: [],
      message: null,
      proposal: { id: '12', status: 'APPROVED', decidedBy: 'organiser1', decidedAt: DECIDED_AT },
    });
    expect(bodies.map(({ path, body }) => [path, body])).toEqual([
      ['/api/admin/money/proposals/12/approve', {}],
    ]);
    const approval = state.upstream.requests.find((request) => request.path.endsWith('/approve'));
    expect(approval?.headers['idempotency-key']).toBe('approve-12-once');
  });

  it('answers an approval of a decided proposal as CONFLICT naming who and when', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/12/approve', 409, alreadyDecided),
      write('post', '*/api/admin/money/proposals/12/refuse', 409, alreadyDecided),
      write('post', '*/api/admin/money/proposals/12/cancel', 409, alreadyDecided),
    );
    const approve = await asAdmin(APPROVE, { id: '12', password: 'pw' });
    expect(approve.body.data.approveMoneyProposal).toEqual({
      errors: [{ field: null, code: 'CONFLICT', message: ALREADY }],
      message: ALREADY,
      proposal: null,
    });
    const refuse = await asAdmin(REFUSE, { id: '12', reason: 'Wrong team' });
    expect(refuse.body.data.refuseMoneyProposal.errors).toEqual([
      { field: null, code: 'CONFLICT', message: ALREADY },
    ]);
    const cancel = await asAdmin(CANCEL, { id: '12' });
    expect(cancel.body.data.cancelMoneyProposal.errors).toEqual([
      { field: null, code: 'CONFLICT', message: ALREADY },
    ]);
    expect(bodies.map(({ path, body }) => [path, body])).toEqual([
      ['/api/admin/money/proposals/12/approve', { password: 'pw' }],
      ['/api/admin/money/proposals/12/refuse', { reason: 'Wrong team' }],
      ['/api/admin/money/proposals/12/cancel', undefined],
    ]);
  });

  it("answers the lone organiser's approval: a wrong password on its field, still cooling, one's own FORBIDDEN", async () => {
    const wrong = 'That is not your password';
    const cooling =
      'This waits until 24 Nov 2026, 19:00 UTC: you can approve it after then, or another organiser now';
    const own = 'You proposed this: another organiser approves it, or you cancel it';
    const cases = [
      [
        400,
        { message: wrong, errors: [{ field: 'password', message: wrong }] },
        { field: 'password', code: 'INVALID', message: wrong },
      ],
      [
        409,
        { message: cooling, coolingUntil: '2026-11-24T19:00:00.000Z' },
        { field: null, code: 'CONFLICT', message: cooling },
      ],
    ] as const;
    for (const [status, answer, error] of cases) {
      state.upstream.use(
        state.tokens.jwks,
        write('post', '*/api/admin/money/proposals/13/approve', status, answer),
      );
      const result = await asAdmin(APPROVE, { id: '13', password: 'not-it' });
      expect(result.body.data.approveMoneyProposal.errors).toEqual([error]);
      expect(result.body.data.approveMoneyProposal.proposal).toBeNull();
    }
    // One's own proposal, as for every organiser 403: FORBIDDEN with the backend's sentence.
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/13/approve', 403, { message: own }),
    );
    const mine = await asAdmin(APPROVE, { id: '13' });
    expect(mine.body.errors?.map(({ extensions, message }) => [extensions?.code, message])).toEqual(
      [['FORBIDDEN', own]],
    );
  });

  it('refuses a proposal with the reason; a missing reason is refused on its field', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/12/refuse', 200, {
        ...PRIZE_PROPOSAL,
        status: 'refused',
        decidedBy: 1,
        decidedByUsername: 'organiser1',
        decidedAt: DECIDED_AT,
        decisionReason: 'Rank 2 was disqualified',
      }),
    );
    const refused = await asAdmin(REFUSE, { id: '12', reason: 'Rank 2 was disqualified' });
    expect(refused.body.data.refuseMoneyProposal).toEqual({
      errors: [],
      message: null,
      proposal: {
        id: '12',
        status: 'REFUSED',
        decidedBy: 'organiser1',
        decisionReason: 'Rank 2 was disqualified',
      },
    });
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/12/refuse', 400, {
        message: 'Enter a reason',
        errors: [{ field: 'reason', message: 'Enter a reason' }],
      }),
    );
    const blank = await asAdmin(REFUSE, { id: '12' });
    expect(blank.body.data.refuseMoneyProposal.errors).toEqual([
      { field: 'reason', code: 'INVALID', message: 'Enter a reason' },
    ]);
    expect(bodies.map(({ body }) => body)).toEqual([
      { reason: 'Rank 2 was disqualified' },
      { reason: '' },
    ]);
  });

  it("cancels the viewer's own proposal; another's is FORBIDDEN with the backend's sentence", async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/13/cancel', 200, {
        ...CREDIT_PROPOSAL,
        status: 'cancelled',
        decidedBy: 1,
        decidedByUsername: 'organiser1',
        decidedAt: DECIDED_AT,
      }),
    );
    const cancelled = await asAdmin(CANCEL, { id: '13' });
    expect(cancelled.body.data.cancelMoneyProposal).toEqual({
      errors: [],
      message: null,
      proposal: { id: '13', status: 'CANCELLED', mine: true },
    });
    const other = 'Another organiser proposed this: refuse it instead';
    state.upstream.use(
      state.tokens.jwks,
      write('post', '*/api/admin/money/proposals/12/cancel', 403, { message: other }),
    );
    const refused = await asAdmin(CANCEL, { id: '12' });
    expect(
      refused.body.errors?.map(({ extensions, message }) => [extensions?.code, message]),
    ).toEqual([['FORBIDDEN', other]]);
  });

  it('sets the controls with the password: the threshold sent in rupees, the figures answered', async () => {
    state.upstream.use(
      state.tokens.jwks,
      write('put', '*/api/admin/money/controls', 200, {
        approvalThreshold: 2500.5,
        coolingMinutes: 30,
        organisers: 2,
        alone: false,
        updatedAt: DECIDED_AT,
      }),
    );
    const result = await asAdmin(SET_CONTROLS, {
      threshold: '2500.50',
      minutes: 30,
      password: 'pw 1',
    });
    expect(result.body.data.setMoneyControls).toEqual({
      errors: [],
      message: null,
      controls: {
        approvalThreshold: { paise: 250_050, formatted: '₹2,500.50' },
        coolingMinutes: 30,
        organisers: 2,
        alone: false,
      },
    });
    expect(bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/money/controls',
        body: { approvalThreshold: 2500.5, coolingMinutes: 30, password: 'pw 1' },
      },
    ]);
  });

  it('refuses controls: a threshold not in rupees before any call, a wrong password on its field', async () => {
    state.upstream.use(state.tokens.jwks);
    const typo = await asAdmin(SET_CONTROLS, { threshold: 'lots', minutes: 30, password: 'pw' });
    expect(typo.body.data.setMoneyControls.errors).toEqual([
      {
        field: 'approvalThreshold',
        code: 'INVALID',
        message: 'Enter an amount in rupees, e.g. "250" or "99.50"',
      },
    ]);
    expect(typo.body.data.setMoneyControls.controls).toBeNull();
    expect(moneyCalls()).toEqual([]);
    const wrong = 'That is not your password';
    state.upstream.use(
      state.tokens.jwks,
      write('put', '*/api/admin/money/controls', 400, {
        message: wrong,
        errors: [{ field: 'password', message: wrong }],
      }),
    );
    const refused = await asAdmin(SET_CONTROLS, { threshold: '0', minutes: 0, password: 'x' });
    expect(refused.body.data.setMoneyControls).toEqual({
      errors: [{ field: 'password', code: 'INVALID', message: wrong }],
      message: wrong,
      controls: null,
    });
    expect(bodies.map(({ body }) => body)).toEqual([
      { approvalThreshold: 0, coolingMinutes: 0, password: 'x' },
    ]);
  });
});

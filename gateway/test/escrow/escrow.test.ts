import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { ADMIN_TOURNAMENT, TOURNAMENT_ID, adminTestTokens } from '../admin/admin-upstream-fixtures';

/**
 * The prize escrow (decision 046) over the REST contract, served by msw at the network: the
 * organiser's summary on the tournament page, funding with the password, returning the rest and
 * recording a payment back; the shared rules and the upstream's refusals on their fields; players
 * and visitors refused before any upstream call.
 */

const MONEY = 'paise rupees formatted';
const PRIZE_POOL = `query($id: ID!) { admin { tournament(id: $id) { prizePool {
  prizePool { ${MONEY} } funded { rupees } escrowBalance { rupees } feesIn { rupees }
  refunds { rupees } feesKept { rupees } prizesGross { rupees } taxWithheld { rupees }
  prizesNet { rupees } returned { rupees } returnsDue { rupees } prizesFromFees { rupees }
  fundings { id funderKind funderName amount { rupees } utr recordedBy createdAt
    returned { rupees } returnedAt returnReference returnPaidBy returnPaidAt }
} } } }`;
const PAYLOAD = `errors { field code message } message summary { funded { rupees } escrowBalance { rupees } returnsDue { rupees } }`;
const FUND = `mutation($input: FundPrizePoolInput!) { fundPrizePool(input: $input) { ${PAYLOAD} } }`;
const RETURN = `mutation($id: ID!) { returnPrizePool(tournamentId: $id) { ${PAYLOAD} } }`;
const MARK = `mutation($input: MarkPrizeReturnPaidInput!) { markPrizeReturnPaid(input: $input) { ${PAYLOAD} } }`;

const FUNDING = {
  id: 7,
  funderKind: 'sponsor',
  funderName: 'Red Bull India',
  amount: 5000,
  utr: 'HDFC0001234567AB',
  recordedBy: 'organiser1',
  createdAt: '2026-11-24T18:05:00.000Z',
  returned: null,
  returnedAt: null,
  returnReference: null,
  returnPaidBy: null,
  returnPaidAt: null,
};
const SUMMARY = {
  prizePool: 5000,
  funded: 5000,
  escrowBalance: 3800,
  feesIn: 400,
  refunds: 50,
  feesKept: 350,
  prizesGross: 1200,
  taxWithheld: 0,
  prizesNet: 1200,
  returned: 0,
  returnsDue: 0,
  prizesFromFees: 0,
  fundings: [FUNDING],
};
const INPUT = {
  tournamentId: String(TOURNAMENT_ID),
  funderKind: 'SPONSOR',
  funderName: 'Red Bull India',
  amount: 5000,
  utr: 'HDFC0001234567AB',
  password: 'organiser-password',
};

describe('the prize escrow through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const bodies: { path: string; body: unknown }[] = [];

  const post = (path: string, answer: () => Response) =>
    http.post(path, async ({ request }) => {
      const text = await request.text();
      bodies.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return answer();
    });
  const escrowCalls = () =>
    upstream.requests.filter((request) => /prize-(pool|funding)/.test(request.path));

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    bodies.length = 0;
  });

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    gateway.graphql(query, variables, { token: tokens.admin });

  it("gives the organiser the tournament's prize pool as the ledger shows it", async () => {
    upstream.use(
      tokens.jwks,
      http.get(`*/api/admin/tournaments/${TOURNAMENT_ID}`, () =>
        HttpResponse.json(ADMIN_TOURNAMENT),
      ),
      http.get(`*/api/admin/tournaments/${TOURNAMENT_ID}/prize-pool`, () =>
        HttpResponse.json(SUMMARY),
      ),
    );
    const result = await asAdmin(PRIZE_POOL, { id: String(TOURNAMENT_ID) });
    expect(result.body.errors).toBeUndefined();
    const pool = result.body.data.admin.tournament.prizePool;
    expect(pool).toMatchObject({
      prizePool: { paise: 500000, rupees: '5000.00', formatted: '₹5,000' },
      escrowBalance: { rupees: '3800.00' },
      feesKept: { rupees: '350.00' },
      prizesFromFees: { rupees: '0.00' },
      fundings: [
        {
          id: '7',
          funderKind: 'SPONSOR',
          funderName: 'Red Bull India',
          amount: { rupees: '5000.00' },
          utr: 'HDFC0001234567AB',
          recordedBy: 'organiser1',
          returned: null,
        },
      ],
    });
  });

  it('funds the pool with the password, the funder kind in the upstream words', async () => {
    upstream.use(
      tokens.jwks,
      post(`*/api/admin/tournaments/${TOURNAMENT_ID}/prize-funding`, () =>
        HttpResponse.json({ message: '₹5,000 recorded in the prize escrow', summary: SUMMARY }),
      ),
    );
    const result = await asAdmin(FUND, { input: INPUT });
    expect(result.body.data.fundPrizePool).toEqual({
      errors: [],
      message: '₹5,000 recorded in the prize escrow',
      summary: {
        funded: { rupees: '5000.00' },
        escrowBalance: { rupees: '3800.00' },
        returnsDue: { rupees: '0.00' },
      },
    });
    expect(bodies).toEqual([
      {
        path: `/api/admin/tournaments/${TOURNAMENT_ID}/prize-funding`,
        body: {
          funderKind: 'sponsor',
          funderName: 'Red Bull India',
          amount: 5000,
          utr: 'HDFC0001234567AB',
          password: 'organiser-password',
        },
      },
    ]);
  });

  it('refuses what the shared rules refuse, on its field, before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const cases = [
      [{ amount: 0 }, 'amount', 'Amount must be greater than zero'],
      [{ funderName: ' ' }, 'funderName', "Enter the funder's name"],
      [{ utr: 'UTR-1' }, 'utr', 'UTR must be letters and digits only'],
      [{ password: '' }, 'password', 'Enter your password to confirm'],
    ] as const;
    for (const [change, field, message] of cases) {
      const result = await asAdmin(FUND, { input: { ...INPUT, ...change } });
      expect(result.body.data.fundPrizePool.errors).toEqual([{ field, code: 'INVALID', message }]);
      expect(result.body.data.fundPrizePool.summary).toBeNull();
    }
    const mark = await asAdmin(MARK, { input: { fundingId: '7', reference: ' ', password: 'x' } });
    expect(mark.body.data.markPrizeReturnPaid.errors).toEqual([
      {
        field: 'reference',
        code: 'INVALID',
        message: "Enter the bank's reference of the payment back",
      },
    ]);
    expect(escrowCalls()).toEqual([]);
  });

  it("puts the upstream's refusals on the payload: past the pool, a UTR used, a wrong password", async () => {
    const answers = [
      [409, undefined, '₹300 would fund past the ₹5,000 prize pool', null, 'CONFLICT'],
      [
        409,
        'utr',
        'This UTR was already credited: each payment is recorded once',
        'utr',
        'CONFLICT',
      ],
      [400, 'password', 'That is not your password', 'password', 'INVALID'],
    ] as const;
    for (const [status, upstreamField, message, field, code] of answers) {
      upstream.use(
        tokens.jwks,
        post(`*/api/admin/tournaments/${TOURNAMENT_ID}/prize-funding`, () =>
          HttpResponse.json(
            upstreamField ? { message, errors: [{ field: upstreamField, message }] } : { message },
            { status },
          ),
        ),
      );
      const result = await asAdmin(FUND, { input: INPUT });
      expect(result.body.data.fundPrizePool.errors).toEqual([{ field, code, message }]);
      expect(result.body.data.fundPrizePool.summary).toBeNull();
    }
  });

  it('returns what is left, and records a funder paid back with the reference', async () => {
    const returned = { ...SUMMARY, escrowBalance: 0, returned: 3800, returnsDue: 3800 };
    upstream.use(
      tokens.jwks,
      post(`*/api/admin/tournaments/${TOURNAMENT_ID}/prize-pool/return`, () =>
        HttpResponse.json({
          message: '₹3,800 left in the prize escrow is now due back to its funders',
          summary: returned,
        }),
      ),
      post('*/api/admin/prize-fundings/7/return-paid', () =>
        HttpResponse.json({
          message: 'Recorded: the funder was paid back',
          summary: { ...returned, returnsDue: 0 },
        }),
      ),
    );
    const back = await asAdmin(RETURN, { id: String(TOURNAMENT_ID) });
    expect(back.body.data.returnPrizePool).toMatchObject({
      errors: [],
      summary: { escrowBalance: { rupees: '0.00' }, returnsDue: { rupees: '3800.00' } },
    });
    const paid = await asAdmin(MARK, {
      input: { fundingId: '7', reference: 'NEFT998877', password: 'organiser-password' },
    });
    expect(paid.body.data.markPrizeReturnPaid).toMatchObject({
      errors: [],
      message: 'Recorded: the funder was paid back',
      summary: { returnsDue: { rupees: '0.00' } },
    });
    expect(bodies).toEqual([
      { path: `/api/admin/tournaments/${TOURNAMENT_ID}/prize-pool/return`, body: null },
      {
        path: '/api/admin/prize-fundings/7/return-paid',
        body: { reference: 'NEFT998877', password: 'organiser-password' },
      },
    ]);
    const message =
      'A prize proposal waits for a second organiser: approve or refuse before returning what is left';
    upstream.use(
      tokens.jwks,
      post(`*/api/admin/tournaments/${TOURNAMENT_ID}/prize-pool/return`, () =>
        HttpResponse.json({ message }, { status: 409 }),
      ),
    );
    const waiting = await asAdmin(RETURN, { id: String(TOURNAMENT_ID) });
    expect(waiting.body.data.returnPrizePool.errors).toEqual([
      { field: null, code: 'CONFLICT', message },
    ]);
  });

  it('refuses every escrow operation to a player (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    upstream.use(tokens.jwks);
    const operations = [
      [FUND, { input: INPUT }],
      [RETURN, { id: String(TOURNAMENT_ID) }],
      [MARK, { input: { fundingId: '7', reference: 'NEFT1', password: 'organiser-password' } }],
    ] as const;
    for (const [query, variables] of operations) {
      const asPlayer = await gateway.graphql(query, variables, { token: tokens.player });
      expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      const asVisitor = await gateway.graphql(query, variables);
      expect(asVisitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
    const read = await gateway.graphql(
      PRIZE_POOL,
      { id: String(TOURNAMENT_ID) },
      { token: tokens.player },
    );
    expect(read.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(escrowCalls()).toEqual([]);
  });
});

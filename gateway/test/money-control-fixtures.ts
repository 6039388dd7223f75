import { HttpResponse, type JsonBodyType, http } from 'msw';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { adminTestTokens } from './admin/admin-upstream-fixtures';
import { type TestGateway, startGateway } from './support/gateway-server';
import { type MswUpstream, startMswUpstream } from './support/msw-upstream';

/**
 * The two-person control's REST answers (decision 043) as the backend sends them, amounts in
 * rupees, for msw upstreams; and the gateway in front of one, as each test file starts it.
 * The signed-in organiser of `adminTestTokens` is account 1.
 */

export const PROPOSAL_FIELDS = `
  id kind status summary amount { paise rupees formatted }
  tournamentId tournamentName transactionId playerId playerUsername utr reference
  prizes { playerId username amount { paise formatted } note reason }
  reason proposedById proposedBy proposedAt coolingUntil mine decidedBy decidedAt decisionReason
`;

/** A prize payout proposed by another organiser (account 2), waiting. */
export const PRIZE_PROPOSAL = {
  id: 12,
  kind: 'prize_payout',
  status: 'waiting',
  summary: 'Prizes of Monsoon Mayhem Cup: ₹1,250.50 to 2 players',
  amount: 1250.5,
  tournamentId: 41,
  tournamentName: 'Monsoon Mayhem Cup',
  transactionId: null,
  userId: null,
  username: null,
  utr: null,
  reference: null,
  payouts: [
    { userId: 3, username: 'player3', amount: 1000, teamId: 7, note: 'Rank 1', reason: null },
    {
      userId: 9,
      username: 'player9',
      amount: 250.5,
      teamId: 7,
      note: null,
      reason: 'Substitute in match 2',
    },
  ],
  reason: null,
  proposedBy: 2,
  proposedByUsername: 'organiser2',
  proposedAt: '2026-11-24T18:00:00.000Z',
  coolingUntil: null,
  decidedBy: null,
  decidedByUsername: null,
  decidedAt: null,
  decisionReason: null,
  transactionIds: [],
};

/** The viewer's own manual credit, proposed alone: it cools for an hour. */
export const CREDIT_PROPOSAL = {
  ...PRIZE_PROPOSAL,
  id: 13,
  kind: 'manual_credit',
  summary: 'Credit of ₹500 to player3 (UTR AXIS123456789)',
  amount: 500,
  tournamentId: null,
  tournamentName: null,
  userId: 3,
  username: 'player3',
  utr: 'AXIS123456789',
  payouts: [],
  reason: 'Paid to the payee without a deposit request',
  proposedBy: 1,
  proposedByUsername: 'organiser1',
  coolingUntil: '2026-11-24T19:00:00.000Z',
};

/** A withdrawal above the threshold sent for approval with its UPI reference. */
export const WITHDRAWAL_PROPOSAL = {
  ...PRIZE_PROPOSAL,
  id: 14,
  kind: 'withdrawal',
  summary: 'Withdrawal of ₹2,500 to asha@okaxis for player3 (UPI reference AXIS0012345678)',
  amount: 2500,
  tournamentId: null,
  tournamentName: null,
  transactionId: 77,
  userId: 3,
  username: 'player3',
  reference: 'AXIS0012345678',
  payouts: [],
  proposedBy: 1,
  proposedByUsername: 'organiser1',
};

/** The prize proposal as the gateway answers it to organiser 1. */
export const PRIZE_PROPOSAL_ANSWER = {
  id: '12',
  kind: 'PRIZE_PAYOUT',
  status: 'WAITING',
  summary: 'Prizes of Monsoon Mayhem Cup: ₹1,250.50 to 2 players',
  amount: { paise: 125_050, rupees: '1250.50', formatted: '₹1,250.50' },
  tournamentId: '41',
  tournamentName: 'Monsoon Mayhem Cup',
  transactionId: null,
  playerId: null,
  playerUsername: null,
  utr: null,
  reference: null,
  prizes: [
    {
      playerId: '3',
      username: 'player3',
      amount: { paise: 100_000, formatted: '₹1,000' },
      note: 'Rank 1',
      reason: null,
    },
    {
      playerId: '9',
      username: 'player9',
      amount: { paise: 25_050, formatted: '₹250.50' },
      note: null,
      reason: 'Substitute in match 2',
    },
  ],
  reason: null,
  proposedById: '2',
  proposedBy: 'organiser2',
  proposedAt: '2026-11-24T18:00:00.000Z',
  coolingUntil: null,
  mine: false,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

/** A gateway in front of an msw upstream for one test file; each write's body is kept. */
export function moneyControlGateway() {
  const state = {} as {
    upstream: MswUpstream;
    gateway: TestGateway;
    tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  };
  const bodies: { method: string; path: string; body: unknown }[] = [];

  beforeAll(async () => {
    state.tokens = await adminTestTokens();
    state.upstream = await startMswUpstream(state.tokens.jwks);
    state.gateway = await startGateway(state.upstream.url);
  });
  afterAll(async () => {
    await state.gateway.close();
    await state.upstream.close();
  });
  beforeEach(() => {
    state.upstream.requests.length = 0;
    bodies.length = 0;
  });

  return {
    state,
    bodies,
    /** A write answered with `status` and `json`, its body kept for the test to read. */
    write: (method: 'post' | 'put', path: string, status: number, json: JsonBodyType) =>
      http[method](path, async ({ request }) => {
        const text = await request.text();
        bodies.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? JSON.parse(text) : undefined,
        });
        return HttpResponse.json(json, { status });
      }),
    /** The requests that reached the upstream's money routes (the key set is not one). */
    moneyCalls: () =>
      state.upstream.requests
        .map((request) => `${request.method} ${request.path}`)
        .filter((line) => !line.includes('jwks')),
    asAdmin: (query: string, variables: Record<string, unknown> = {}) =>
      state.gateway.graphql(query, variables, { token: state.tokens.admin }),
  };
}

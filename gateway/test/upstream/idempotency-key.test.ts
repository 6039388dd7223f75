import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_TOURNAMENT,
  PENDING_WITHDRAWAL,
  TOURNAMENT_ID,
  adminTestTokens,
} from '../admin/admin-upstream-fixtures';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * A GraphQL request's Idempotency-Key reaches the upstream call of its money mutation, and no
 * other call; the backend's refusals of a key come back in the gateway's error model, and a
 * replayed answer reads as the first one did (decision 023).
 */

const KEY = '0f8b6c1e-4d2a-4c55-9a1e-idempotent-1';
const PAYLOAD = 'errors { field code message } message';

interface Covered {
  mutation: string;
  query: string;
  variables: Record<string, unknown>;
  as: 'player' | 'admin';
  write: { method: 'post' | 'patch'; path: string; answer: unknown; status?: number };
}

const squad = {
  tournamentId: '5',
  teamName: 'Night Owls',
  inGameName: 'Leader',
  player2: 'Second',
  player3: 'Third',
  player4: 'Fourth',
  whatsappNumber: '9876543210',
};

const COVERED: Covered[] = [
  {
    mutation: 'requestDeposit',
    query: `mutation ($input: DepositInput!) { requestDeposit(input: $input) { ${PAYLOAD} } }`,
    variables: { input: { amount: '250', transactionId: 'UTR123456789', bankUsername: 'Asha K' } },
    as: 'player',
    write: { method: 'post', path: '/wallet/add-money', answer: { message: 'Received.' } },
  },
  {
    mutation: 'requestWithdrawal',
    query: `mutation ($input: WithdrawInput!) { requestWithdrawal(input: $input) { ${PAYLOAD} } }`,
    variables: {
      input: {
        amount: '30',
        beneficiaryName: 'Asha K',
        upiId: 'asha.k@okaxis',
        phonePeNumber: '9876543210',
      },
    },
    as: 'player',
    write: { method: 'post', path: '/api/wallet/withdraw', answer: { message: 'Submitted.' } },
  },
  {
    mutation: 'bookSlot',
    query: `mutation ($input: BookSlotInput!) { bookSlot(input: $input) { ${PAYLOAD} } }`,
    variables: { input: squad },
    as: 'player',
    write: { method: 'post', path: '/bookings/slot', answer: { message: 'Booked.', teamId: 9 } },
  },
  {
    mutation: 'createTeam',
    query: `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${PAYLOAD} teamCode } }`,
    variables: {
      input: {
        tournamentId: '6',
        teamName: 'Storm',
        iglInGameName: 'Captain',
        whatsappNumber: '9876543210',
      },
    },
    as: 'player',
    write: {
      method: 'post',
      path: '/teams/create',
      answer: { message: 'Created.', teamCode: 'ABC234', teamName: 'Storm' },
    },
  },
  {
    mutation: 'joinTeam',
    query: `mutation ($input: JoinTeamInput!) { joinTeam(input: $input) { ${PAYLOAD} } }`,
    variables: { input: { tournamentId: '6', teamCode: 'ABC234', playerInGameName: 'Member' } },
    as: 'player',
    write: { method: 'post', path: '/teams/join', answer: { message: 'Joined.', teamName: 'S' } },
  },
  {
    mutation: 'approveTransaction',
    query: `mutation ($id: ID!) { approveTransaction(id: $id) { ${PAYLOAD} } }`,
    variables: { id: '77' },
    as: 'admin',
    write: {
      method: 'post',
      path: '/api/admin/wallet/transactions/77/approve',
      answer: { ...PENDING_WITHDRAWAL, status: 'APPROVED' },
    },
  },
  {
    mutation: 'rejectTransaction',
    query: `mutation ($id: ID!, $note: String) { rejectTransaction(id: $id, note: $note) { ${PAYLOAD} } }`,
    variables: { id: '77', note: 'UPI id not found' },
    as: 'admin',
    write: {
      method: 'post',
      path: '/api/admin/wallet/transactions/77/reject',
      answer: { ...PENDING_WITHDRAWAL, status: 'REJECTED' },
    },
  },
  {
    mutation: 'payWinnings',
    query: `mutation ($t: ID!, $payouts: [PayoutInput!]!) { payWinnings(tournamentId: $t, payouts: $payouts) { ${PAYLOAD} } }`,
    variables: { t: String(TOURNAMENT_ID), payouts: [{ userId: '3', amount: '500' }] },
    as: 'admin',
    write: {
      method: 'post',
      path: `/api/admin/tournaments/${TOURNAMENT_ID}/payouts`,
      answer: { message: 'Winnings paid to 1 player.', transactions: [] },
      status: 201,
    },
  },
  {
    mutation: 'updateTournament',
    query: `mutation ($id: ID!, $patch: TournamentPatch!) { updateTournament(id: $id, patch: $patch) { ${PAYLOAD} } }`,
    variables: { id: String(TOURNAMENT_ID), patch: { status: 'CANCELLED' } },
    as: 'admin',
    write: {
      method: 'patch',
      path: `/api/admin/tournaments/${TOURNAMENT_ID}`,
      answer: { ...ADMIN_TOURNAMENT, status: 'cancelled' },
    },
  },
];

const WITHDRAW = COVERED[1] as Covered;
const DEPOSIT = COVERED[0] as Covered;

describe('Idempotency-Key through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;

  /** Reads a mutation makes after its write: answered, but never what a test looks at. */
  const anyRead = http.get('*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));

  const answering = (write: Covered['write'], init: ResponseInit = {}) =>
    http[write.method](`*${write.path}`, () =>
      HttpResponse.json(write.answer as Record<string, unknown>, {
        status: write.status ?? 200,
        ...init,
      }),
    );

  const send = (covered: Covered, key?: string) =>
    gateway.graphql(covered.query, covered.variables, {
      token: tokens[covered.as],
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  /** Each upstream request's path and the key it carried. */
  const keysSent = () =>
    upstream.requests
      .filter((request) => !request.path.includes('jwks'))
      .map((request) => ({
        method: request.method,
        path: new URL(request.path, 'http://upstream').pathname,
        key: request.headers['idempotency-key'],
      }));

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
  });

  it.each(COVERED.map((covered) => [covered.mutation, covered] as const))(
    '%s sends the key with its write and with nothing else',
    async (_, covered) => {
      upstream.use(tokens.jwks, answering(covered.write), anyRead);
      const result = await send(covered, KEY);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data[covered.mutation].errors).toEqual([]);
      const sent = keysSent();
      expect(sent.filter((request) => request.key !== undefined)).toEqual([
        { method: covered.write.method.toUpperCase(), path: covered.write.path, key: KEY },
      ]);
    },
  );

  it('sends no key when the request has none', async () => {
    upstream.use(tokens.jwks, answering(WITHDRAW.write), anyRead);
    const result = await send(WITHDRAW);
    expect(result.body.data.requestWithdrawal.errors).toEqual([]);
    expect(keysSent()).toEqual([{ method: 'POST', path: '/api/wallet/withdraw', key: undefined }]);
  });

  it('does not send the key with a mutation that moves no money (publishing a room)', async () => {
    upstream.use(
      tokens.jwks,
      http.put('*/api/admin/tournaments/:id/room', () => HttpResponse.json(ADMIN_TOURNAMENT)),
      anyRead,
    );
    const result = await gateway.graphql(
      `mutation ($t: ID!) { publishRoom(tournamentId: $t, roomId: "4455", password: "ff-pass") { ${PAYLOAD} } }`,
      { t: String(TOURNAMENT_ID) },
      { token: tokens.admin, headers: { 'idempotency-key': KEY } },
    );
    expect(result.body.data.publishRoom.errors).toEqual([]);
    const [room] = keysSent();
    expect(room).toEqual({
      method: 'PUT',
      path: `/api/admin/tournaments/${TOURNAMENT_ID}/room`,
      key: undefined,
    });
  });

  it('answers a key still in use upstream (409) as CONFLICT with HTTP 409 and Retry-After', async () => {
    const message = 'A request with this Idempotency-Key is still in progress. Retry it shortly.';
    upstream.use(
      tokens.jwks,
      http.post('*/api/wallet/withdraw', () =>
        HttpResponse.json(
          { code: 'IDEMPOTENCY_KEY_IN_USE', message },
          { status: 409, headers: { 'retry-after': '1' } },
        ),
      ),
    );
    const result = await send(WITHDRAW, KEY);
    expect(result.status).toBe(409);
    expect(result.headers.get('retry-after')).toBe('1');
    expect(result.body.data).toBeNull();
    expect(result.body.errors).toEqual([
      {
        message,
        path: ['requestWithdrawal'],
        locations: expect.any(Array),
        extensions: { code: 'CONFLICT' },
      },
    ]);
  });

  it('answers a key reused with other parameters (422) as BAD_USER_INPUT', async () => {
    const message = 'This Idempotency-Key was already used with different parameters.';
    upstream.use(
      tokens.jwks,
      http.post('*/teams/join', () =>
        HttpResponse.json({ code: 'IDEMPOTENCY_KEY_REUSED', error: message }, { status: 422 }),
      ),
    );
    const joinTeam = COVERED.find((covered) => covered.mutation === 'joinTeam') as Covered;
    const result = await send(joinTeam, KEY);
    expect(result.status).toBe(200);
    expect(result.body.data).toBeNull();
    expect(result.body.errors).toEqual([
      {
        message,
        path: ['joinTeam'],
        locations: expect.any(Array),
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it("keeps the route's own 409 a payload error (a transaction already decided)", async () => {
    const message = 'This withdrawal was already approved by organiser1 on 24 Nov 2026, 18:05 UTC';
    upstream.use(
      tokens.jwks,
      http.post('*/api/admin/wallet/transactions/77/approve', () =>
        HttpResponse.json({ message, status: 'APPROVED' }, { status: 409 }),
      ),
    );
    const result = await send(COVERED[5] as Covered, KEY);
    expect(result.status).toBe(200);
    expect(result.body.data.approveTransaction).toEqual({
      errors: [{ field: null, code: 'CONFLICT', message }],
      message,
    });
  });

  it.each([
    ['a success', WITHDRAW, WITHDRAW.write],
    [
      'the 208 of a repeated UTR',
      DEPOSIT,
      { ...DEPOSIT.write, answer: { message: 'Already submitted.' }, status: 208 },
    ],
  ] as const)('answers a replay of %s exactly as the first answer', async (_, covered, write) => {
    upstream.use(tokens.jwks, answering(write), anyRead);
    const first = await send(covered, KEY);
    upstream.use(
      tokens.jwks,
      answering(write, { headers: { 'idempotent-replayed': 'true' } }),
      anyRead,
    );
    const replayed = await send(covered, KEY);
    expect({ status: replayed.status, body: replayed.body }).toEqual({
      status: first.status,
      body: first.body,
    });
    expect(first.body.data[covered.mutation].message).toEqual(expect.any(String));
  });
});

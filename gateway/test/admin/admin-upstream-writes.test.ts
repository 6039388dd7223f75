import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import {
  PARTICIPANTS,
  PENDING_WITHDRAWAL,
  TOURNAMENT_ID,
  adminPathsOf,
  adminTestTokens,
} from './admin-upstream-fixtures';

/**
 * The organiser's new writes over the REST contract, served by msw at the network: the body
 * each sends, what the gateway refuses itself before any upstream call (by the shared rules),
 * and the upstream's refusals as payload errors.
 */

const APPROVE = `mutation($id: ID!, $note: String, $reference: String) {
  approveTransaction(id: $id, note: $note, reference: $reference) {
    errors { field code message }
    message
    transaction { id status reference decidedBy { username } upiPayUrl }
  }
}`;
const REJECT = `mutation($id: ID!, $note: String) {
  rejectTransaction(id: $id, note: $note) { errors { field code message } message transaction { id } }
}`;
const BAN = `mutation($id: ID!, $reason: String) {
  banUser(id: $id, reason: $reason) { errors { field code message } message }
}`;
const UNBAN = `mutation($id: ID!, $reason: String) {
  unbanUser(id: $id, reason: $reason) { errors { field code message } message }
}`;
const TEAM_STATUS = `mutation($t: ID!, $team: ID!, $status: TeamStatus!, $reason: String) {
  setTeamStatus(tournamentId: $t, teamId: $team, status: $status, reason: $reason) {
    errors { field code message }
    message
    team { id name status statusReason }
  }
}`;

describe('organiser writes over the REST contract', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const bodies: { path: string; body: unknown }[] = [];

  /** A write answered by `answer`, its body kept for the test to read. */
  const write = (
    method: 'post' | 'put',
    path: string,
    answer: () => Response | Promise<Response>,
  ) =>
    http[method](path, async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer();
    });

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

  it('marks a withdrawal paid with its UPI reference; the paid one has no pay link', async () => {
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', () =>
        HttpResponse.json({
          ...PENDING_WITHDRAWAL,
          status: 'APPROVED',
          decidedBy: 1,
          decidedByUsername: 'organiser1',
          decidedAt: '2026-11-24T18:05:00.000Z',
          reference: 'AXIS0012345678',
        }),
      ),
    );
    const result = await asAdmin(APPROVE, { id: '77', reference: 'AXIS0012345678' });
    expect(result.body.data.approveTransaction).toEqual({
      errors: [],
      message: null,
      transaction: {
        id: '77',
        status: 'APPROVED',
        reference: 'AXIS0012345678',
        decidedBy: { username: 'organiser1' },
        upiPayUrl: null,
      },
    });
    expect(bodies).toEqual([
      {
        path: '/api/admin/wallet/transactions/77/approve',
        body: { reference: 'AXIS0012345678' },
      },
    ]);
  });

  it("answers the upstream's 400 on the reference as a payload error on reference", async () => {
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', () =>
        HttpResponse.json(
          {
            message: 'Enter the UPI reference of the payment',
            errors: [{ field: 'reference', message: 'Enter the UPI reference of the payment' }],
          },
          { status: 400 },
        ),
      ),
    );
    const result = await asAdmin(APPROVE, { id: '77', note: 'Paid from the desk phone' });
    expect(result.body.data.approveTransaction).toEqual({
      errors: [
        {
          field: 'reference',
          code: 'INVALID',
          message: 'Enter the UPI reference of the payment',
        },
      ],
      message: 'Enter the UPI reference of the payment',
      transaction: null,
    });
    expect(bodies[0]?.body).toEqual({ note: 'Paid from the desk phone' });
  });

  it('answers a decision already made as CONFLICT naming who made it', async () => {
    const message = 'Already approved by organiser2 on 24 Nov 2026, 18:05 UTC';
    const conflict = () =>
      HttpResponse.json(
        {
          message,
          status: 'APPROVED',
          decidedBy: 'organiser2',
          decidedAt: '2026-11-24T18:05:00.000Z',
        },
        { status: 409 },
      );
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/wallet/transactions/77/approve', conflict),
      write('post', '*/api/admin/wallet/transactions/77/reject', conflict),
    );
    const approve = await asAdmin(APPROVE, { id: '77', reference: 'AXIS0012345678' });
    expect(approve.body.data.approveTransaction).toEqual({
      errors: [{ field: null, code: 'CONFLICT', message }],
      message,
      transaction: null,
    });
    const reject = await asAdmin(REJECT, { id: '77', note: 'Wrong UPI id' });
    expect(reject.body.data.rejectTransaction.errors).toEqual([
      { field: null, code: 'CONFLICT', message },
    ]);
    expect(bodies.map((sent) => sent.body)).toEqual([
      { reference: 'AXIS0012345678' },
      { note: 'Wrong UPI id' },
    ]);
  });

  it.each([
    ['a rejection without a reason', REJECT, { id: '77' }, 'note', 'Enter a reason'],
    ['a blank rejection reason', REJECT, { id: '77', note: '   ' }, 'note', 'Enter a reason'],
    [
      'a rejection reason over 500 characters',
      REJECT,
      { id: '77', note: 'x'.repeat(501) },
      'note',
      'Reason cannot exceed 500 characters',
    ],
    [
      'a UPI reference with other characters',
      APPROVE,
      { id: '77', reference: 'AXIS-0012' },
      'reference',
      'UPI reference must be letters and digits only',
    ],
    [
      'a UPI reference too short',
      APPROVE,
      { id: '77', reference: 'AB12' },
      'reference',
      'UPI reference must be 6 to 35 characters',
    ],
    ['a ban without a reason', BAN, { id: '3' }, 'reason', 'Enter a reason'],
    [
      'a ban reason over 200 characters',
      BAN,
      { id: '3', reason: 'x'.repeat(201) },
      'reason',
      'Reason cannot exceed 200 characters',
    ],
    [
      'an unban reason over 200 characters',
      UNBAN,
      { id: '3', reason: 'x'.repeat(201) },
      'reason',
      'Reason cannot exceed 200 characters',
    ],
    [
      'a disqualification without a reason',
      TEAM_STATUS,
      { t: '41', team: '8', status: 'DISQUALIFIED' },
      'reason',
      'Enter a reason',
    ],
    [
      'an absence with a blank reason',
      TEAM_STATUS,
      { t: '41', team: '8', status: 'ABSENT', reason: ' ' },
      'reason',
      'Enter a reason',
    ],
  ])(
    'refuses %s on its field before any upstream call',
    async (_name, query, variables, field, message) => {
      const result = await asAdmin(query, variables);
      const payload = Object.values(result.body.data)[0] as Record<string, unknown>;
      expect(payload.errors).toEqual([{ field, code: 'INVALID', message }]);
      expect(payload.message).toBe(message);
      expect(adminPathsOf(upstream.requests)).toEqual([]);
    },
  );

  it('bans with the reason and lifts a ban by POST …/unban, with or without one', async () => {
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/users/3/ban', () =>
        HttpResponse.json({ message: 'player3 has been banned.' }),
      ),
      write('post', '*/api/admin/users/3/unban', () =>
        HttpResponse.json({ message: 'player3 is no longer banned.' }),
      ),
    );
    const banned = await asAdmin(BAN, { id: '3', reason: 'Hacked app' });
    expect(banned.body.data.banUser).toEqual({ errors: [], message: 'player3 has been banned.' });
    const unbanned = await asAdmin(UNBAN, { id: '3', reason: 'Appeal accepted' });
    expect(unbanned.body.data.unbanUser).toEqual({
      errors: [],
      message: 'player3 is no longer banned.',
    });
    await asAdmin(UNBAN, { id: '3' });
    expect(bodies).toEqual([
      { path: '/api/admin/users/3/ban', body: { reason: 'Hacked app' } },
      { path: '/api/admin/users/3/unban', body: { reason: 'Appeal accepted' } },
      { path: '/api/admin/users/3/unban', body: {} },
    ]);
  });

  it("answers a ban of a banned player with the upstream's CONFLICT", async () => {
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/users/3/ban', () =>
        HttpResponse.json({ message: 'player3 is already banned' }, { status: 409 }),
      ),
    );
    const result = await asAdmin(BAN, { id: '3', reason: 'Hacked app' });
    expect(result.body.data.banUser.errors).toEqual([
      { field: null, code: 'CONFLICT', message: 'player3 is already banned' },
    ]);
  });

  it('sets a team status in lower case, and brings a team back without a reason', async () => {
    const [, bravo] = PARTICIPANTS;
    upstream.use(
      tokens.jwks,
      write('put', `*/api/admin/tournaments/${TOURNAMENT_ID}/teams/8/status`, () =>
        HttpResponse.json(bravo),
      ),
    );
    const result = await asAdmin(TEAM_STATUS, {
      t: String(TOURNAMENT_ID),
      team: '8',
      status: 'DISQUALIFIED',
      reason: 'Emulator in a mobile tournament',
    });
    expect(result.body.data.setTeamStatus).toEqual({
      errors: [],
      message: null,
      team: {
        id: '8',
        name: 'Bravo',
        status: 'DISQUALIFIED',
        statusReason: 'Emulator in a mobile tournament',
      },
    });
    await asAdmin(TEAM_STATUS, { t: String(TOURNAMENT_ID), team: '8', status: 'ACTIVE' });
    expect(bodies.map((sent) => sent.body)).toEqual([
      { status: 'disqualified', reason: 'Emulator in a mobile tournament' },
      { status: 'active' },
    ]);
  });
});

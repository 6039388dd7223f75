import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { codesOf, schedule, uploadBanner } from './admin-helpers';

/** Every organiser operation, with arguments that would pass if the caller were allowed. */
function operations(tournamentId: number) {
  const t = String(tournamentId);
  return [
    ['admin.today', `{ admin { today { pendingDeposits { count } } } }`],
    ['admin.transactions', `{ admin { transactions { id } } }`],
    ['admin.transaction', `{ admin { transaction(id: "1") { id } } }`],
    ['admin.users', `{ admin { users { id } } }`],
    ['admin.user', `{ admin { user(id: "1") { id } } }`],
    ['admin.participants', `{ admin { participants(tournamentId: "${t}") { id } } }`],
    ['admin.tournaments', `{ admin { tournaments { id } } }`],
    ['admin.tournament', `{ admin { tournament(id: "${t}") { id } } }`],
    ['admin.audit', `{ admin { audit { entries { id } } } }`],
    [
      'createTournament',
      `mutation($startsAt: DateTime!, $opens: DateTime!, $closes: DateTime!) { createTournament(input: {
        kind: NORMAL, name: "Forbidden Cup", prizePool: "100", entryFee: "0", totalSlots: 4,
        matchesCount: 1, startsAt: $startsAt, registrationOpensAt: $opens, registrationClosesAt: $closes
      }) { errors { message } } }`,
    ],
    [
      'updateTournament',
      `mutation { updateTournament(id: "${t}", patch: { name: "X" }) { errors { message } } }`,
    ],
    [
      'publishRoom',
      `mutation { publishRoom(tournamentId: "${t}", roomId: "1", password: "p") { errors { message } } }`,
    ],
    [
      'postResults',
      `mutation { postResults(tournamentId: "${t}", matchNumber: 1, rows: [{ teamName: "A",
        player1Kills: 0, player2Kills: 0, player3Kills: 0, player4Kills: 0, positionPoints: 0 }]) { errors { message } } }`,
    ],
    [
      'payWinnings',
      `mutation { payWinnings(tournamentId: "${t}", payouts: [{ userId: "1", amount: "10" }]) { errors { message } } }`,
    ],
    [
      'approveTransaction',
      `mutation { approveTransaction(id: "1", reference: "AXIS12345678") { errors { message } } }`,
    ],
    [
      'rejectTransaction',
      `mutation { rejectTransaction(id: "1", note: "No such UTR") { errors { message } } }`,
    ],
    ['banUser', `mutation { banUser(id: "1", reason: "Hacked app") { errors { message } } }`],
    ['unbanUser', `mutation { unbanUser(id: "1", reason: "Appeal") { errors { message } } }`],
    [
      'setTeamStatus',
      `mutation { setTeamStatus(tournamentId: "${t}", teamId: "1", status: ABSENT, reason: "No show") { errors { message } } }`,
    ],
    ['createBlog', `mutation { createBlog(input: { title: "T" }) { errors { message } } }`],
    [
      'updateBlog',
      `mutation { updateBlog(id: "1", input: { title: "T" }) { errors { message } } }`,
    ],
    ['deleteBlog', `mutation { deleteBlog(id: "1") { errors { message } } }`],
    [
      'createProduct',
      `mutation { createProduct(input: { name: "P", price: "1" }) { errors { message } } }`,
    ],
    [
      'updateProduct',
      `mutation { updateProduct(id: "1", input: { name: "P" }) { errors { message } } }`,
    ],
    ['deleteProduct', `mutation { deleteProduct(id: "1") { errors { message } } }`],
    [
      'messageSquads',
      `mutation { messageSquads(tournamentId: "${t}", text: "Check in now") { errors { message } } }`,
    ],
  ] as const;
}

describe('organiser operations: role admin only', () => {
  let stack: TestStack;
  let player: TestUser;
  let tournamentId: number;

  beforeAll(async () => {
    stack = await startStack();
    player = await createUser(stack.backend);
    tournamentId = await createTournament(stack.backend);
  });
  afterAll(() => stack.close());

  const adminCalls = () =>
    stack.backend.requestLog.filter((entry) => entry.url.includes('/admin/')).length;

  it('refuses a player with FORBIDDEN and a visitor with UNAUTHENTICATED, before any upstream call', async () => {
    const { startsAt, registrationOpensAt: opens, registrationClosesAt: closes } = schedule();
    const variables = { startsAt, opens, closes };
    const before = adminCalls();
    for (const [name, query] of operations(tournamentId)) {
      const asPlayer = await stack.gateway.graphql(query, variables, { token: player.token });
      expect(codesOf(asPlayer), `${name} as a player`).toEqual(['FORBIDDEN']);
      expect(asPlayer.body.errors?.[0]?.message).toBe('You are not allowed to do that.');
      const asVisitor = await stack.gateway.graphql(query, variables);
      expect(codesOf(asVisitor), `${name} as a visitor`).toEqual(['UNAUTHENTICATED']);
    }
    expect(adminCalls()).toBe(before);
  });

  it('refuses a banner upload to a visitor (401) and a player (403), before any upstream call', async () => {
    const before = adminCalls();
    const visitor = await uploadBanner(stack.gateway.url, undefined);
    expect(visitor.status).toBe(401);
    const asPlayer = await uploadBanner(stack.gateway.url, player.token);
    expect(asPlayer.status).toBe(403);
    expect(await asPlayer.json()).toEqual({ message: 'You are not allowed to do that.' });
    expect(adminCalls()).toBe(before);
  });

  it("passes the upstream's own 403 on as FORBIDDEN (an organiser demoted since the token was issued)", async () => {
    const demoted = await createAdmin(stack.backend);
    await stack.backend.db
      .updateTable('users')
      .set({ role: 'player' })
      .where('id', '=', demoted.id)
      .execute();

    const read = await stack.gateway.graphql(
      `{ admin { users { id } } }`,
      {},
      { token: demoted.token },
    );
    expect(codesOf(read)).toEqual(['FORBIDDEN']);
    expect(read.body.errors?.[0]?.message).toBe('Only organisers can do that.');

    const write = await stack.gateway.graphql(
      `mutation { banUser(id: "${player.id}", reason: "Hacked app") { errors { message } } }`,
      {},
      { token: demoted.token },
    );
    expect(codesOf(write)).toEqual(['FORBIDDEN']);
    expect(write.body.errors?.[0]?.message).toBe('Only organisers can do that.');
  });
});

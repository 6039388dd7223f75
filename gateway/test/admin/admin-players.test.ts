import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { AUDIT_FIELDS, auditThroughGateway, bookSlot, changesOf } from './admin-helpers';

/**
 * The players desk through the gateway against the real backend: search, one player's
 * profile, entries, ledger and bans, and banning and unbanning with the record each writes.
 */

const USERS = `query Users($search: String) {
  admin { users(search: $search) { id username email mobile role banned banReason bannedAt createdAt } }
}`;

const PLAYER = `query Player($id: ID!) {
  admin {
    user(id: $id) {
      id username banned banReason bannedAt bio
      balance { paise rupees }
      entries { teamId teamName inGameName position teamStatus tournament { id kind name } }
      ledger { id createdAt transactionId type direction amount { rupees } balanceAfter { paise rupees } }
      bans { ${AUDIT_FIELDS} }
    }
  }
}`;

const BAN = `mutation($id: ID!, $reason: String) {
  banUser(id: $id, reason: $reason) { errors { field code message } message }
}`;
const UNBAN = `mutation($id: ID!, $reason: String) {
  unbanUser(id: $id, reason: $reason) { errors { field code message } message }
}`;

describe('the players desk through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  it('finds a player by username, mobile or e-mail', async () => {
    const player = await createUser(stack.backend, { username: `finder${Date.now()}` });
    const expected = {
      id: String(player.id),
      username: player.username,
      email: player.email,
      mobile: player.mobile,
      role: 'PLAYER',
      banned: false,
      banReason: null,
      bannedAt: null,
      createdAt: expect.any(String),
    };
    for (const search of [player.username, player.mobile, player.email.toUpperCase()]) {
      const found = await asAdmin(USERS, { search });
      expect(found.body.data.admin.users, search).toEqual([expected]);
    }
    const all = await asAdmin(USERS);
    const organiser = all.body.data.admin.users.find(
      (user: { id: string }) => user.id === String(admin.id),
    );
    expect(organiser.role).toBe('ADMIN');
  });

  it("opens a player: entries, and a ledger whose newest line's balance is the wallet's", async () => {
    const player = await createUser(stack.backend);
    const tournamentId = await createTournament(stack.backend, { entry_fee_paise: 5000 });
    await fundWallet(stack.backend, player.id, 500);
    await bookSlot(stack.backend, player, tournamentId, 'Ledger Squad');

    const result = await asAdmin(PLAYER, { id: String(player.id) });
    expect(result.body.errors).toBeUndefined();
    const user = result.body.data.admin.user;
    expect(user).toMatchObject({
      id: String(player.id),
      banned: false,
      bio: null,
      balance: { paise: 45_000, rupees: '450.00' },
      entries: [
        {
          teamId: expect.any(String),
          teamName: 'Ledger Squad',
          inGameName: 'Ledger Squad IGL',
          position: 1,
          teamStatus: 'ACTIVE',
          tournament: { id: String(tournamentId), kind: 'NORMAL', name: expect.any(String) },
        },
      ],
      bans: [],
    });
    expect(user.ledger).toEqual([
      expect.objectContaining({
        type: 'ENTRY_FEE',
        direction: 'DEBIT',
        amount: { rupees: '50.00' },
        balanceAfter: { paise: 45_000, rupees: '450.00' },
      }),
      expect.objectContaining({
        type: 'DEPOSIT',
        direction: 'CREDIT',
        amount: { rupees: '500.00' },
        balanceAfter: { paise: 50_000, rupees: '500.00' },
      }),
    ]);
    expect(user.ledger[0].balanceAfter.paise).toBe(user.balance.paise);

    const missing = await asAdmin(`{ admin { user(id: "2000000000") { id } } }`);
    expect(missing.body).toEqual({ data: { admin: { user: null } } });
  });

  it('bans with a reason and lifts the ban, each recorded and shown with the player', async () => {
    const player = await createUser(stack.backend, { username: `banme${Date.now()}` });
    const id = String(player.id);

    const noReason = await asAdmin(BAN, { id });
    expect(noReason.body.data.banUser).toEqual({
      errors: [{ field: 'reason', code: 'INVALID', message: 'Enter a reason' }],
      message: 'Enter a reason',
    });

    const banned = await asAdmin(BAN, { id, reason: 'Hacked app' });
    expect(banned.body.data.banUser).toEqual({
      errors: [],
      message: `${player.username} has been banned.`,
    });
    const [banRecord] = await auditThroughGateway(stack.gateway, admin, {
      subjectType: 'PLAYER',
      subjectId: id,
    });
    expect(banRecord).toMatchObject({
      action: 'PLAYER_BANNED',
      subjectType: 'PLAYER',
      subjectId: id,
      playerId: id,
      summary: `Banned ${player.username}`,
      reason: 'Hacked app',
      actor: { id: String(admin.id), username: admin.username },
    });
    expect(changesOf(banRecord!)).toEqual({
      banned: ['false', 'true'],
      reason: [null, 'Hacked app'],
    });

    const again = await asAdmin(BAN, { id, reason: 'Still hacking' });
    expect(again.body.data.banUser.errors).toEqual([
      { field: null, code: 'CONFLICT', message: `${player.username} is already banned.` },
    ]);
    const whileBanned = await asAdmin(PLAYER, { id });
    expect(whileBanned.body.data.admin.user).toMatchObject({
      banned: true,
      banReason: 'Hacked app',
      bannedAt: expect.any(String),
    });

    const unbanned = await asAdmin(UNBAN, { id, reason: 'Appeal accepted' });
    expect(unbanned.body.data.unbanUser).toEqual({
      errors: [],
      message: `${player.username} is no longer banned.`,
    });
    const after = await asAdmin(PLAYER, { id });
    const user = after.body.data.admin.user;
    expect(user).toMatchObject({ banned: false, banReason: null, bannedAt: null });
    expect(user.bans.map((record: { action: string }) => record.action)).toEqual([
      'PLAYER_UNBANNED',
      'PLAYER_BANNED',
    ]);
    expect(user.bans[0]).toMatchObject({
      summary: `Lifted the ban on ${player.username}`,
      reason: 'Appeal accepted',
      actor: { username: admin.username },
    });
    expect(changesOf(user.bans[0])).toEqual({
      banned: ['true', 'false'],
      reason: ['Hacked app', null],
    });
    expect(user.bans[1]).toEqual(banRecord);

    const notBanned = await asAdmin(UNBAN, { id });
    expect(notBanned.body.data.unbanUser.errors).toEqual([
      { field: null, code: 'CONFLICT', message: `${player.username} is not banned.` },
    ]);
  });

  it('refuses to ban the organiser themself', async () => {
    const self = await asAdmin(BAN, { id: String(admin.id), reason: 'Testing' });
    expect(self.body.data.banUser.errors).toEqual([
      { field: null, code: 'INVALID', message: 'You cannot ban yourself.' },
    ]);
  });
});

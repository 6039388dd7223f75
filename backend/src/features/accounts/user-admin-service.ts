import { paiseToRupees } from '#common/money';
import { conflict, invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import { toAdminUserDetailJson, toAdminUserJson } from './account-json';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';
import { createEntryReads, toPlaceJson } from '../tournaments/public';
import { createWalletReads, toLedgerLineJson } from '../wallet/public';

export const USER_ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  cannotBanSelf: 'You cannot ban yourself.',
  cannotBanOrganiser: 'Organisers cannot be banned.',
} as const;

/** The organiser's player page shows this many of a player's newest ledger entries. */
export const LEDGER_PAGE = 200;

/** The organiser's players: search, one player's profile, money and entries, bans. */
export function createUserAdminService({ db }: ServiceDeps) {
  const users = createUsersRepository(db);
  const wallet = createWalletReads(db);
  const entries = createEntryReads(db);

  async function requireUser(id: number, repository = users) {
    const row = await repository.findForOrganiser(id);
    if (!row) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
    return row;
  }

  return {
    listUsers: async (search: string | undefined) =>
      (await users.listUsers(search)).map(toAdminUserJson),

    async getUser(id: number) {
      const row = await requireUser(id);
      return toAdminUserDetailJson(row, await wallet.balancePaise(id));
    },

    /**
     * The newest ledger entries with the balance after each. Balance and entries are read from
     * one snapshot, so the newest entry's balance after is the balance shown with it.
     */
    ledgerOf: (id: number) =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await requireUser(id, createUsersRepository(trx));
          const balance = await wallet.balancePaise(id, trx);
          const rows = await wallet.ledger(trx, id, LEDGER_PAGE);
          return { balance: paiseToRupees(balance), entries: rows.map(toLedgerLineJson) };
        }),

    async entriesOf(id: number) {
      await requireUser(id);
      return (await entries.placesOf(id)).map(toPlaceJson);
    },

    /** Ends the player's sessions; recorded with the reason in the same transaction. */
    banUser: (organiserId: number, userId: number, reason: string) =>
      db.transaction().execute(async (trx) => {
        if (userId === organiserId) throw invalid(USER_ADMIN_MESSAGES.cannotBanSelf);
        const inTrx = createUsersRepository(trx);
        const user = await inTrx.lockForBan(userId);
        if (!user) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
        if (user.role === 'admin') throw invalid(USER_ADMIN_MESSAGES.cannotBanOrganiser);
        if (user.banned_at) throw conflict(`${user.username} is already banned.`);
        await inTrx.ban(userId, reason);
        await createSessionsRepository(trx).endAll(userId);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'PLAYER_BANNED',
          subjectId: userId,
          userId,
          summary: `Banned ${user.username}`,
          reason,
          before: { banned: false },
          after: { banned: true, reason },
        });
        await recordEvent(trx, { kind: 'account.banned', userId });
        await recordEvent(trx, { kind: 'sessions.ended', userId });
        return { message: `${user.username} has been banned.` };
      }),

    unbanUser: (organiserId: number, userId: number, reason: string | undefined) =>
      db.transaction().execute(async (trx) => {
        const inTrx = createUsersRepository(trx);
        const user = await inTrx.lockForBan(userId);
        if (!user) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
        if (!user.banned_at) throw conflict(`${user.username} is not banned.`);
        await inTrx.unban(userId);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'PLAYER_UNBANNED',
          subjectId: userId,
          userId,
          summary: `Lifted the ban on ${user.username}`,
          reason,
          before: { banned: true, reason: user.ban_reason },
          after: { banned: false },
        });
        return { message: `${user.username} is no longer banned.` };
      }),
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;

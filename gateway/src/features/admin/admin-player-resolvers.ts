import type { GatewayContext } from '../../context';
import type { Resolvers, UserError } from '../../generated/resolvers-types';
import type {
  UpstreamAdminEntry,
  UpstreamAdminUser,
  UpstreamLedger,
} from '../../upstream/admin-types';
import { readOrNull } from '../../loaders';
import { kindOf, moneyFromRupees, transactionAmount } from '../wallet/public';
import { auditHistory } from './admin-audit-resolvers';
import { call } from './admin-calls';
import { inputFieldsOf } from './admin-inputs';
import { roleOf, teamStatusOf, tournamentSourceOf } from './admin-mappers';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { banErrors, unbanErrors } from './admin-rules';

interface Message {
  message?: string | null;
}

/** Only the account's own read has bio and balance; a search result reads it when asked. */
async function detailsOf(ctx: GatewayContext, user: UpstreamAdminUser) {
  if (user.balance !== undefined) return user;
  return ctx.loaders.read<UpstreamAdminUser>('adminUser', { id: String(user.id) });
}

const BAN_ACTIONS = new Set(['PLAYER_BANNED', 'PLAYER_UNBANNED']);

/** A ban or its lifting, with the reason kept in the player's record. */
function banChange(
  ctx: GatewayContext,
  route: 'adminBanUser' | 'adminUnbanUser',
  id: string,
  reason: string | null | undefined,
  refusals: UserError[],
) {
  return runOrganiserMutation(ctx, { refusals, inputFields: inputFieldsOf }, async () => ({
    message:
      (await call<Message>(ctx, route, { params: { id }, body: reason ? { reason } : {} }))
        .message ?? null,
  }));
}

/** Players: search, one player's profile, entries, ledger and bans; ban and unban. */
export const adminPlayerResolvers: Resolvers = {
  AdminQuery: {
    users: (_parent, { search }, ctx) =>
      ctx.loaders.read<UpstreamAdminUser[]>('adminUsers', undefined, {
        search: search ?? undefined,
      }),
    user: (_parent, { id }, ctx) => readOrNull<UpstreamAdminUser>(ctx, 'adminUser', { id }),
  },

  Mutation: {
    banUser: (_parent, { id, reason }, ctx) =>
      banChange(ctx, 'adminBanUser', id, reason, banErrors(reason)),
    unbanUser: (_parent, { id, reason }, ctx) =>
      banChange(ctx, 'adminUnbanUser', id, reason, unbanErrors(reason)),
  },

  AdminUser: {
    id: (user) => String(user.id),
    role: (user) => roleOf(user.role),
    banReason: (user) => user.banReason ?? null,
    bannedAt: (user) => user.bannedAt ?? null,
    bio: async (user, _args, ctx) => (await detailsOf(ctx, user)).bio ?? null,
    balance: async (user, _args, ctx) => moneyFromRupees((await detailsOf(ctx, user)).balance),
    entries: (user, _args, ctx) =>
      ctx.loaders.read<UpstreamAdminEntry[]>('adminUserEntries', { id: String(user.id) }),
    ledger: async (user, _args, ctx) =>
      (await ctx.loaders.read<UpstreamLedger>('adminUserLedger', { id: String(user.id) })).entries,
    bans: async (user, _args, ctx) =>
      (await auditHistory(ctx, { subjectType: 'player', subjectId: String(user.id) })).filter(
        (entry) => BAN_ACTIONS.has(entry.action.toUpperCase()),
      ),
  },

  AdminEntry: {
    tournament: (entry) => tournamentSourceOf(entry.tournament, 'NORMAL'),
    teamId: (entry) => String(entry.teamId),
    teamStatus: (entry) => teamStatusOf(entry.teamStatus),
  },

  LedgerLine: {
    id: (line) => String(line.id),
    transactionId: (line) => String(line.transactionId),
    type: (line) => kindOf(line).type,
    // The ledger's amounts are signed: what left the wallet is negative.
    direction: (line) => (line.amount < 0 ? 'DEBIT' : 'CREDIT'),
    amount: (line) => transactionAmount(line.amount),
    balanceAfter: (line) => moneyFromRupees(line.balanceAfter),
  },
};

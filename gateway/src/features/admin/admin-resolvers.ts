import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type {
  UpstreamAdminTransaction,
  UpstreamAdminUser,
  UpstreamBlog,
  UpstreamParticipantTeam,
  UpstreamProduct,
} from '../../upstream/upstream-types';
import { createdAtOf, kindOf, statusOf, transactionAmount } from '../wallet/wallet-mappers';
import { requireAdmin } from './admin-access';
import {
  blogBody,
  payoutsBody,
  productBody,
  resultRowBody,
  tournamentCreateBody,
  tournamentPatchBody,
} from './admin-inputs';
import { roleOf } from './admin-mappers';
import { call, readTournament, tournamentOf } from './admin-calls';
import { adminPayload, refused } from './admin-payloads';

interface Message {
  message?: string | null;
}

/** Approve or reject: the decided transaction comes back. */
function decide(
  ctx: GatewayContext,
  route: 'adminApproveTransaction' | 'adminRejectTransaction',
  id: string,
  note: string | null | undefined,
) {
  requireAdmin(ctx);
  return adminPayload(ctx, async () => ({
    message: null,
    transaction: await call<UpstreamAdminTransaction>(ctx, route, {
      params: { id },
      body: note ? { note } : {},
    }),
  }));
}

/** The organiser's reads and writes over /api/admin/...; role admin only (see admin-access). */
export const adminResolvers: Resolvers = {
  Query: {
    admin: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      // AdminQuery's fields resolve themselves; the object only opens the namespace.
      return {};
    },
  },

  AdminQuery: {
    transactions: (_parent, { status }, ctx) =>
      ctx.loaders.read<UpstreamAdminTransaction[]>('adminTransactions', undefined, { status }),
    users: (_parent, { search }, ctx) =>
      ctx.loaders.read<UpstreamAdminUser[]>('adminUsers', undefined, {
        search: search ?? undefined,
      }),
    participants: (_parent, { tournamentId }, ctx) =>
      ctx.loaders.read<UpstreamParticipantTeam[]>('adminParticipants', { id: tournamentId }),
  },

  Mutation: {
    createTournament: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = tournamentCreateBody(input);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        tournament: await tournamentOf(ctx, 'adminCreateTournament', { body }, input.kind),
      }));
    },
    updateTournament: (_parent, { id, patch }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = tournamentPatchBody(patch);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        tournament: await tournamentOf(ctx, 'adminUpdateTournament', { params: { id }, body }),
      }));
    },
    publishRoom: (_parent, { tournamentId, roomId, password }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        tournament: await tournamentOf(ctx, 'adminPublishRoom', {
          params: { id: tournamentId },
          body: { roomId, roomPassword: password },
        }),
      }));
    },
    postResults: (_parent, { tournamentId, matchNumber, rows }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => {
        const saved = await call<Message>(ctx, 'adminPostResults', {
          params: { id: tournamentId },
          body: { matchId: matchNumber, rows: rows.map(resultRowBody) },
        });
        // The sheet changed the standings: read the tournament afresh.
        ctx.loaders.clear();
        return {
          message: saved.message ?? null,
          tournament: await readTournament(ctx, tournamentId),
        };
      });
    },
    payWinnings: (_parent, { tournamentId, payouts }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = payoutsBody(payouts);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        message:
          (await call<Message>(ctx, 'adminPayouts', { params: { id: tournamentId }, body }))
            .message ?? null,
      }));
    },
    approveTransaction: (_parent, { id, note }, ctx) =>
      decide(ctx, 'adminApproveTransaction', id, note),
    rejectTransaction: (_parent, { id, note }, ctx) =>
      decide(ctx, 'adminRejectTransaction', id, note),
    banUser: (_parent, { id, reason }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        message:
          (
            await call<Message>(ctx, 'adminBanUser', {
              params: { id },
              body: reason ? { reason } : {},
            })
          ).message ?? null,
      }));
    },
    unbanUser: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        message: (await call<Message>(ctx, 'adminUnbanUser', { params: { id } })).message ?? null,
      }));
    },
    createBlog: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminCreateBlog', { body: blogBody(input) }),
      }));
    },
    updateBlog: (_parent, { id, input }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminUpdateBlog', {
          params: { id },
          body: blogBody(input),
        }),
      }));
    },
    deleteBlog: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => {
        await call(ctx, 'adminDeleteBlog', { params: { id } });
        return { message: null };
      });
    },
    createProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = productBody(input);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        product: await call<UpstreamProduct>(ctx, 'adminCreateProduct', { body }),
      }));
    },
    updateProduct: (_parent, { id, input }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = productBody(input);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        product: await call<UpstreamProduct>(ctx, 'adminUpdateProduct', { params: { id }, body }),
      }));
    },
    deleteProduct: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => {
        await call(ctx, 'adminDeleteProduct', { params: { id } });
        return { message: null };
      });
    },
  },

  AdminTransaction: {
    id: (transaction) => String(transaction.id),
    // The same readings as the player's wallet (wallet-mappers), never a second copy of them.
    type: (transaction) => kindOf(transaction).type,
    direction: (transaction) => kindOf(transaction).direction,
    amount: (transaction) => transactionAmount(transaction.amount),
    status: (transaction) => statusOf(transaction),
    createdAt: (transaction) => createdAtOf(transaction),
    userId: (transaction) => String(transaction.userId),
    username: (transaction) => transaction.username ?? null,
    utr: (transaction) => transaction.utr ?? null,
    bankUsername: (transaction) => transaction.bankUsername ?? null,
    beneficiaryName: (transaction) => transaction.beneficiaryName ?? null,
    upiId: (transaction) => transaction.upiId ?? null,
    phonePeNumber: (transaction) => transaction.phonePeNumber ?? null,
    note: (transaction) => transaction.note ?? null,
    decidedAt: (transaction) => transaction.decidedAt ?? null,
  },

  AdminUser: {
    id: (user) => String(user.id),
    role: (user) => roleOf(user.role),
  },

  ParticipantTeam: {
    id: (team) => String(team.teamId),
    name: (team) => team.teamName,
    players: (team) =>
      team.players.map((player) => ({
        position: player.position,
        inGameName: player.inGameName,
        userId: player.userId === null ? null : String(player.userId),
        username: player.username,
      })),
  },
};

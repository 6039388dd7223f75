import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamAdminTransaction, UpstreamPrizes } from '../../upstream/upstream-types';
import { idOf } from '../tournaments/tournament-mappers';
import { readOrNull } from '../tournaments/tournament-reads';
import {
  createdAtOf,
  kindOf,
  statusOf,
  moneyFromRupees,
  transactionAmount,
  upstreamTypeOf,
} from '../wallet/wallet-mappers';
import { decidedByOf, decisionBody, payLinkOf } from './admin-money-mappers';
import { requireAdmin } from './admin-access';
import { auditHistory } from './admin-audit-resolvers';
import { call } from './admin-calls';
import { payoutsBody } from './admin-inputs';
import { adminPayload, refused } from './admin-payloads';
import { referenceErrors, rejectionErrors } from './admin-rules';
import { idOrNull } from './audit-mappers';

interface Message {
  message?: string | null;
}

/** Approve or reject: the decided transaction comes back, or the upstream's 409 naming who. */
function decide(
  ctx: GatewayContext,
  route: 'adminApproveTransaction' | 'adminRejectTransaction',
  id: string,
  body: Record<string, string>,
) {
  return adminPayload(ctx, async () => ({
    message: null,
    transaction: await call<UpstreamAdminTransaction>(ctx, route, { params: { id }, body }),
  }));
}

/** The money desk: deposits, withdrawals and prizes. */
export const adminMoneyResolvers: Resolvers = {
  AdminQuery: {
    transactions: (_parent, { status, type, utr, playerId }, ctx) => {
      const upstreamType = type ? upstreamTypeOf(type) : undefined;
      // The upstream names no type OTHER: none of its transactions is of it.
      if (type && !upstreamType) return [];
      return ctx.loaders.read<UpstreamAdminTransaction[]>('adminTransactions', undefined, {
        status: status ?? undefined,
        type: upstreamType,
        utr: utr ?? undefined,
        userId: playerId ?? undefined,
      });
    },
    transaction: (_parent, { id }, ctx) =>
      readOrNull<UpstreamAdminTransaction>(ctx, 'adminTransaction', { id }),
  },

  Mutation: {
    approveTransaction: (_parent, { id, note, reference }, ctx) => {
      requireAdmin(ctx);
      const errors = referenceErrors(reference);
      if (errors.length) return refused(errors);
      return decide(ctx, 'adminApproveTransaction', id, decisionBody({ note, reference }));
    },
    rejectTransaction: (_parent, { id, note }, ctx) => {
      requireAdmin(ctx);
      const errors = rejectionErrors(note);
      if (errors.length) return refused(errors);
      return decide(ctx, 'adminRejectTransaction', id, decisionBody({ note }));
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
  },

  AdminTournament: {
    prizes: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamPrizes>('adminPrizes', { id: idOf(tournament) }),
  },

  PrizesPaid: {
    prizePool: (prizes) => moneyFromRupees(prizes.prizePool),
    paidSoFar: (prizes) => moneyFromRupees(prizes.paidSoFar),
    left: (prizes) => moneyFromRupees(prizes.left),
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
    decidedBy: (transaction) => decidedByOf(transaction),
    reference: (transaction) => transaction.reference ?? null,
    tournamentId: (transaction) => idOrNull(transaction.tournamentId),
    upiPayUrl: (transaction) => payLinkOf(transaction),
    history: (transaction, _args, ctx) =>
      auditHistory(ctx, { subjectType: 'transaction', subjectId: String(transaction.id) }),
  },
};

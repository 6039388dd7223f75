import type { GatewayContext } from '../../context';
import type { Resolvers, UserError } from '../../generated/resolvers-types';
import type { UpstreamAdminTransaction, UpstreamPrizes } from '../../upstream/admin-types';
import { idOf } from '../tournaments/public';
import { readOrNull } from '../../loaders';
import {
  createdAtOf,
  kindOf,
  statusOf,
  moneyFromRupees,
  transactionAmount,
  upstreamTypeOf,
} from '../wallet/public';
import { decidedByOf, decisionBody, payLinkOf } from './admin-money-mappers';
import { auditHistory } from './admin-audit-resolvers';
import { call } from './admin-calls';
import { inputFieldsOf, payoutsBody } from './admin-inputs';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { referenceErrors, rejectionErrors } from './admin-rules';
import { idOrNull } from './audit-mappers';
import { proposalOf, withProposal } from './admin-proposal-resolvers';
import type { UpstreamProposal } from '../../upstream/proposal-types';

interface Message {
  message?: string | null;
}

/** Approve or reject: the decided transaction comes back, or the upstream's 409 naming who. */
function decide(
  ctx: GatewayContext,
  route: 'adminApproveTransaction' | 'adminRejectTransaction',
  id: string,
  body: Record<string, string>,
  refusals: UserError[],
) {
  return withProposal(
    runOrganiserMutation(ctx, { refusals, inputFields: inputFieldsOf }, async () => {
      const answer = await call<UpstreamAdminTransaction & { proposal?: UpstreamProposal }>(
        ctx,
        route,
        { params: { id }, body },
      );
      // A withdrawal above the threshold waits for a second organiser (decision 043).
      const { proposal, ...transaction } = answer;
      return {
        message: proposal ? "Sent for a second organiser's approval" : null,
        transaction,
        proposal: proposal ? proposalOf(ctx, proposal) : null,
      };
    }),
  );
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
    approveTransaction: (_parent, { id, note, reference, password }, ctx) => {
      const errors = referenceErrors(reference);
      const body = { ...decisionBody({ note, reference }), ...(password ? { password } : {}) };
      return decide(ctx, 'adminApproveTransaction', id, body, errors);
    },
    rejectTransaction: (_parent, { id, note }, ctx) => {
      const errors = rejectionErrors(note);
      return decide(ctx, 'adminRejectTransaction', id, decisionBody({ note }), errors);
    },
    payWinnings: (_parent, { tournamentId, payouts, password }, ctx) => {
      const { body, errors } = payoutsBody(payouts);
      return withProposal(
        runOrganiserMutation(ctx, { refusals: errors, inputFields: inputFieldsOf }, async () => {
          // Proposed, paid when a second organiser approves (decision 043).
          const answer = await call<Message & { proposal?: UpstreamProposal }>(
            ctx,
            'adminPayouts',
            { params: { id: tournamentId }, body: { ...body, ...(password ? { password } : {}) } },
          );
          return {
            message: answer.message ?? null,
            proposal: answer.proposal ? proposalOf(ctx, answer.proposal) : null,
          };
        }),
      );
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

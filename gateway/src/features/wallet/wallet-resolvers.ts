import { depositSchema, withdrawSchema } from '#common/validation';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamTransaction } from '../../upstream/player-types';
import { PayloadRefusal, runMutation } from '../../mutations/run-mutation';
import { messageCall, messageOf } from '../../mutations/message-call';
import { requireToken } from '../../auth/require-token';
import {
  ALREADY_SUBMITTED,
  ALREADY_SUBMITTED_STATUS,
  createdAtOf,
  depositBody,
  kindOf,
  moneyFromRupees,
  newestFirst,
  statusOf,
  transactionAmount,
  withdrawalBody,
} from './wallet-mappers';

/** Wallet requests are counted per player (their id, or their token when it names none). */
const walletLimit = (ctx: GatewayContext, token: string) =>
  ({ action: 'wallet', key: String(ctx.viewer?.userId ?? token) }) as const;

/** The rupee wallet (SPEC §2 Wallet, Withdraw Money). */
export const walletResolvers: Resolvers = {
  // The Wallet's fields read the upstream themselves, so a payload can hand back a fresh one.
  Viewer: { wallet: () => ({}) },

  Wallet: {
    balance: async (_, __, ctx) => moneyFromRupees(await ctx.loaders.read<unknown>('balance')),
    transactions: async (_, __, ctx) =>
      newestFirst(await ctx.loaders.read<UpstreamTransaction[]>('transactions')),
  },

  WalletTransaction: {
    id: (transaction) => String(transaction.id),
    type: (transaction) => kindOf(transaction).type,
    direction: (transaction) => kindOf(transaction).direction,
    amount: (transaction) => transactionAmount(transaction.amount),
    status: statusOf,
    createdAt: createdAtOf,
    utr: (transaction) => transaction.utr ?? null,
    note: (transaction) => transaction.note ?? null,
    payoutReference: (transaction) => transaction.payoutReference ?? null,
  },

  Mutation: {
    requestDeposit: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = depositBody(input);
      const plan = {
        rules: { schema: depositSchema, input: body },
        limit: walletLimit(ctx, token),
      };
      return runMutation(ctx, plan, async () => {
        const answer = await ctx.upstream.call('addMoney', { body, token });
        if (answer.status === ALREADY_SUBMITTED_STATUS) throw new PayloadRefusal(ALREADY_SUBMITTED);
        ctx.loaders.clear();
        return { message: messageOf(answer.body), wallet: {} };
      });
    },

    requestWithdrawal: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = withdrawalBody(input);
      const plan = {
        rules: { schema: withdrawSchema, input: body },
        limit: walletLimit(ctx, token),
      };
      return runMutation(ctx, plan, async () => {
        const { message } = await messageCall(ctx, 'withdraw', { body, token });
        ctx.loaders.clear();
        return { message, wallet: {} };
      });
    },
  },
};

import { dateOfBirthFormSchema, panFormSchema } from '#common/validation/tax-details';
import type { Resolvers } from '../../generated/resolvers-types';
import { requireToken } from '../../auth/require-token';
import { read, readOrNull } from '../../loaders';
import { messageCall } from '../../mutations/message-call';
import { runMutation } from '../../mutations/run-mutation';
import type {
  UpstreamPan,
  UpstreamPanChange,
  UpstreamTaxWithholding,
} from '../../upstream/tax-types';
import { rereadViewer } from '../profile/public';
import { moneyOrNull, panOf, taxReportOf } from './tax-mappers';

/** A player's PAN and birthday, winnings' tax, and the quarterly report (decision 047). */
export const taxResolvers: Resolvers = {
  Viewer: {
    dateOfBirth: (profile) => profile.dateOfBirth ?? null,
    hasPan: (profile) => profile.hasPan === true,
    pan: async (_profile, _args, ctx) => {
      const pan = await readOrNull<UpstreamPan>(ctx, 'myPan');
      return pan ? panOf(pan) : null;
    },
  },

  WalletTransaction: {
    grossAmount: (transaction) => moneyOrNull(transaction.grossAmount),
    taxWithheld: (transaction) => moneyOrNull(transaction.taxWithheld),
  },

  AdminTransaction: {
    grossAmount: (transaction) => moneyOrNull(transaction.grossAmount),
    taxWithheld: (transaction) => moneyOrNull(transaction.taxWithheld),
  },

  AdminQuery: {
    taxWithholdingReport: async (_admin, { quarter }, ctx) =>
      taxReportOf(
        await read<UpstreamTaxWithholding>(ctx, 'adminTaxWithholding', undefined, { quarter }),
      ),
  },

  Mutation: {
    setPan: (_parent, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = { pan: input.pan, nameOnPan: input.nameOnPan };
      return runMutation(ctx, { rules: { schema: panFormSchema, input: body } }, async () => {
        const answer = await ctx.upstream.call<UpstreamPanChange>('setPan', {
          body,
          token,
          log: ctx.log,
        });
        return { message: answer.body.message ?? null, pan: panOf(answer.body.pan) };
      });
    },

    setDateOfBirth: (_parent, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = { dateOfBirth: input.dateOfBirth };
      return runMutation(
        ctx,
        { rules: { schema: dateOfBirthFormSchema, input: body } },
        async () => {
          const { message } = await messageCall(ctx, 'setDateOfBirth', { body, token });
          return { message, viewer: await rereadViewer(ctx) };
        },
      );
    },
  },
};

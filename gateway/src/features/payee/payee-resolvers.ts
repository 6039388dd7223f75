import { closePaymentsSchema, payeeFormSchema } from '#common/validation/payee';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { ruleErrors } from '../../mutations/rule-errors';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import type {
  UpstreamDepositPayee,
  UpstreamPayee,
  UpstreamPayeeChange,
} from '../../upstream/payee-types';
import { depositPayeeOf, payeeBody, payeeInputFields, payeeOf } from './payee-mappers';

/** An organiser's payee change with their token; the upstream's answer. */
async function change(
  ctx: GatewayContext,
  route: 'adminSetPayee' | 'adminClosePayments',
  body: object,
) {
  const answer = await ctx.upstream.call<UpstreamPayeeChange>(route, {
    body,
    token: ctx.token,
    log: ctx.log,
  });
  return answer.body;
}

/** A payee change's payload: the message, and the payee as it is now. */
const changed = (answer: UpstreamPayeeChange) => ({
  message: answer.message ?? null,
  payee: payeeOf(answer.payee),
});

/** The platform's payee (decision 041): the player's Deposit tab and the organiser's settings. */
export const payeeResolvers: Resolvers = {
  Wallet: {
    depositPayee: async (_wallet, _args, ctx) =>
      depositPayeeOf(await ctx.loaders.read<UpstreamDepositPayee>('depositPayee')),
  },

  AdminQuery: {
    payee: async (_admin, _args, ctx) =>
      payeeOf(await ctx.loaders.read<UpstreamPayee>('adminPayee')),
  },

  Mutation: {
    setPayee: async (_parent, { input }, ctx) => {
      const { body, errors } = payeeBody(input);
      const refusals = [...ruleErrors(payeeFormSchema, input), ...errors];
      const payload = await runOrganiserMutation(
        ctx,
        { refusals, inputFields: payeeInputFields },
        async () => changed(await change(ctx, 'adminSetPayee', body)),
      );
      return { ...payload, payee: payload.payee ?? null };
    },

    closePayments: async (_parent, { password }, ctx) => {
      const refusals = ruleErrors(closePaymentsSchema, { password });
      const payload = await runOrganiserMutation(ctx, { refusals }, async () =>
        changed(await change(ctx, 'adminClosePayments', { password })),
      );
      return { ...payload, payee: payload.payee ?? null };
    },
  },
};

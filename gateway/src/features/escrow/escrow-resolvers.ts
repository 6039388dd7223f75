import { prizeFundingSchema, prizeReturnPaidSchema } from '#common/validation/prize-funding';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { read } from '../../loaders';
import { ruleErrors } from '../../mutations/rule-errors';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import type { UpstreamPrizePool, UpstreamPrizePoolChange } from '../../upstream/escrow-types';
import { fundingBody, prizePoolOf } from './escrow-mappers';

type EscrowRoute = 'adminFundPrizePool' | 'adminReturnPrizePool' | 'adminMarkPrizeReturnPaid';

/** An organiser's escrow change with their token; its payload's message and summary. */
async function change(
  ctx: GatewayContext,
  route: EscrowRoute,
  params: Record<string, string>,
  body?: object,
) {
  const answer = await ctx.upstream.call<UpstreamPrizePoolChange>(route, {
    params,
    ...(body ? { body } : {}),
    token: ctx.token,
    log: ctx.log,
  });
  return { message: answer.body.message, summary: prizePoolOf(answer.body.summary) };
}

/** The prize escrow (decision 046) on the organiser's tournament page. */
export const escrowResolvers: Resolvers = {
  AdminTournament: {
    prizePool: async (tournament, _args, ctx) =>
      prizePoolOf(
        await read<UpstreamPrizePool>(ctx, 'adminPrizePool', { id: String(tournament.tournId) }),
      ),
  },

  Mutation: {
    fundPrizePool: async (_parent, { input }, ctx) => {
      const refusals = ruleErrors(prizeFundingSchema, fundingBody(input));
      const payload = await runOrganiserMutation(ctx, { refusals }, () =>
        change(ctx, 'adminFundPrizePool', { id: input.tournamentId }, fundingBody(input)),
      );
      return { ...payload, summary: payload.summary ?? null };
    },

    returnPrizePool: async (_parent, { tournamentId }, ctx) => {
      const payload = await runOrganiserMutation(ctx, {}, () =>
        change(ctx, 'adminReturnPrizePool', { id: tournamentId }),
      );
      return { ...payload, summary: payload.summary ?? null };
    },

    markPrizeReturnPaid: async (_parent, { input }, ctx) => {
      const body = { reference: input.reference, password: input.password };
      const refusals = ruleErrors(prizeReturnPaidSchema, body);
      const payload = await runOrganiserMutation(ctx, { refusals }, () =>
        change(ctx, 'adminMarkPrizeReturnPaid', { fundingId: input.fundingId }, body),
      );
      return { ...payload, summary: payload.summary ?? null };
    },
  },
};

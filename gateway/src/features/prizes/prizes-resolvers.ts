import type { Resolvers } from '../../generated/resolvers-types';
import { read } from '../../loaders';
import type { UpstreamAnnouncedPrizes, UpstreamPayoutPlan } from '../../upstream/prize-types';
import { idOf } from '../tournaments/public';
import { payoutPlanOf, prizeTableOf } from './prize-mappers';

/** A tournament's prize table for everyone, and its payout plan for organisers (decision 044). */
export const prizesResolvers: Resolvers = {
  Tournament: {
    prizeTable: async (source, _args, ctx) =>
      prizeTableOf(
        (await read<UpstreamAnnouncedPrizes>(ctx, 'prizeTable', { tournId: String(idOf(source)) }))
          .prizeTable,
      ),
  },

  AdminTournament: {
    payoutPlan: async (tournament, _args, ctx) =>
      payoutPlanOf(
        await read<UpstreamPayoutPlan>(ctx, 'adminPayoutPlan', { id: String(idOf(tournament)) }),
      ),
  },
};

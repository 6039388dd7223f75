import { organiserMessageSchema } from '#common/validation/organiser-message';
import type { Resolvers } from '../../generated/resolvers-types';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { ruleErrors } from '../../mutations/rule-errors';
import { call } from './admin-calls';

interface MessageSent {
  message?: string | null;
  recipients?: number | null;
}

/** The organiser's message to every member of every booked squad of a tournament. */
export const adminMessageResolvers: Resolvers = {
  Mutation: {
    messageSquads: async (_parent, { tournamentId, text }, ctx) => {
      const payload = await runOrganiserMutation(
        ctx,
        // The console's own rule first: an empty or too long text costs no upstream call.
        { refusals: ruleErrors(organiserMessageSchema, { text }) },
        async () => {
          const sent = await call<MessageSent>(ctx, 'adminMessageSquads', {
            params: { id: tournamentId },
            body: { text },
          });
          return { message: sent.message ?? null, recipients: sent.recipients ?? null };
        },
      );
      return { ...payload, recipients: payload.recipients ?? null };
    },
  },
};

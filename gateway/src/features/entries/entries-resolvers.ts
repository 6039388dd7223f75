import { bookSlotSchema, createTeamSchema, joinTeamSchema } from '#common/validation';
import type { Resolvers } from '../../generated/resolvers-types';
import { messageOf } from '../../mutations/message-call';
import { requireToken } from '../../auth/require-token';
import { runMutation } from '../../mutations/run-mutation';
import { enteredTournament } from './entered-tournament';
import { bookSlotBody, createTeamBody, joinTeamBody, teamCodeOf } from './entry-mappers';

/** Booking a slot of a normal tournament; creating and joining teams of a special one. */
export const entriesResolvers: Resolvers = {
  Mutation: {
    bookSlot: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = bookSlotBody(input);
      return runMutation(ctx, { rules: { schema: bookSlotSchema, input: body } }, async () => {
        const answer = await ctx.upstream.call('bookSlot', { body, token });
        const tournament = await enteredTournament(ctx, body.tournamentId, 'NORMAL');
        return { message: messageOf(answer.body), teamCode: null, tournament };
      });
    },

    createTeam: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = createTeamBody(input);
      return runMutation(ctx, { rules: { schema: createTeamSchema, input: body } }, async () => {
        const answer = await ctx.upstream.call('createTeam', { body, token });
        const tournament = await enteredTournament(ctx, body.tournamentId, 'SPECIAL');
        return { message: messageOf(answer.body), teamCode: teamCodeOf(answer.body), tournament };
      });
    },

    joinTeam: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = joinTeamBody(input);
      return runMutation(ctx, { rules: { schema: joinTeamSchema, input: body } }, async () => {
        const answer = await ctx.upstream.call('joinTeam', { body, token });
        const tournament = await enteredTournament(ctx, body.tournamentId, 'SPECIAL');
        return { message: messageOf(answer.body), teamCode: null, tournament };
      });
    },
  },
};

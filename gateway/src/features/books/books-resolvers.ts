import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamBooksDay, UpstreamTournamentBooks } from '../../upstream/books-types';
import { read, readOrNull } from '../../loaders';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { booksDayOf, tournamentBooksOf } from './books-mappers';

/** The books (decision 045): a tournament's summary, the daily close, closing a day. */
export const booksResolvers: Resolvers = {
  AdminQuery: {
    tournamentBooks: async (_parent, { tournamentId }, ctx) => {
      const books = await readOrNull<UpstreamTournamentBooks>(ctx, 'adminTournamentBooks', {
        id: tournamentId,
      });
      return books && tournamentBooksOf(books);
    },
    dailyClose: async (_parent, { from, to }, ctx) =>
      (await read<UpstreamBooksDay[]>(ctx, 'adminDailyClose', undefined, { from, to })).map(
        booksDayOf,
      ),
  },

  Mutation: {
    closeBooksDay: async (_parent, { day }, ctx) => {
      const payload = await runOrganiserMutation(ctx, {}, async () => {
        const response = await ctx.upstream.call<UpstreamBooksDay>('adminCloseDay', {
          params: { day },
          token: ctx.token,
          log: ctx.log,
        });
        return { message: `The books of ${day} are closed.`, day: booksDayOf(response.body) };
      });
      return { ...payload, day: payload.day ?? null };
    },
  },
};

import { HttpResponse, graphql } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminQuery } from '../../tournaments/test/admin-fixtures';

/** What a status change of tournament 7 would mean, as the confirmation reads it. */
export function answerStatusPreview(overrides: Record<string, unknown> = {}) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('TournamentStatusPreview', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json(
        adminQuery({
          tournament: {
            __typename: 'AdminTournament',
            id: '7',
            statusPreview: {
              __typename: 'StatusPreview',
              bookings: 3,
              matchesWithoutResults: 2,
              prizesPaid: false,
              refundsMade: false,
              ...overrides,
            },
          },
        }),
      );
    }),
  );
  return asked;
}

import { HttpResponse, graphql } from 'msw';

/**
 * A booked player's normal tournament page asks for their squad (My squad, decision 037): by
 * default they are in none, so the section stays away; the squads tests answer it themselves.
 */
export const noSquadHandler = graphql.query('MySquad', ({ variables }) =>
  HttpResponse.json({
    data: {
      tournament: {
        __typename: 'Tournament',
        id: String(variables.id),
        kind: 'NORMAL',
        mySquad: null,
      },
    },
  }),
);

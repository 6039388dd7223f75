import { HttpResponse, graphql } from 'msw';

/**
 * A normal tournament's page asks for the viewer's check-in and disputes (issue 22): by default
 * they have no squad, so the check-in card and the dispute actions stay away; the check-in and
 * dispute tests answer it themselves.
 */
export const noCheckInHandler = graphql.query('MyCheckIn', ({ variables }) =>
  HttpResponse.json({
    data: {
      tournament: {
        __typename: 'Tournament',
        id: String(variables.id),
        kind: 'NORMAL',
        myCheckIn: null,
        myDisputes: null,
      },
    },
  }),
);

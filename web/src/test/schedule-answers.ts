import { HttpResponse, graphql } from 'msw';

/**
 * A normal tournament's page asks for its matches (the schedule on ALL, each match's room on
 * IDP): by default it has none to show, so the page is as before; the schedule tests answer it
 * themselves.
 */
export const noScheduleHandler = graphql.query('TournamentSchedule', ({ variables }) =>
  HttpResponse.json({
    data: {
      tournament: {
        __typename: 'Tournament',
        id: String(variables.id),
        kind: 'NORMAL',
        matches: [],
      },
    },
  }),
);

/** The match desk asks for the schedule: by default none, the schedule tests answer it. */
export const noMatchScheduleHandler = graphql.query('MatchSchedule', ({ variables }) =>
  HttpResponse.json({
    data: {
      admin: {
        __typename: 'AdminQuery',
        tournament: { __typename: 'AdminTournament', id: String(variables.id), schedule: [] },
      },
    },
  }),
);

import { HttpResponse, graphql } from 'msw';

/**
 * The console asks for check-in and disputes (issue 22) on Today, the match desk and the payouts
 * page: by default no dispute is open, no squad has checked in (the tournament has no check-in)
 * and no prize is held; the check-in and dispute tests answer these themselves. The tournament
 * answered is the one asked (the cache merges it with the desk's own read of it).
 */
export const noOpenDisputesHandler = graphql.query('OpenDisputes', () =>
  HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', disputes: [] } } }),
);

export const noMatchNightHandler = graphql.query('MatchNight', ({ variables }) =>
  HttpResponse.json({
    data: {
      admin: {
        __typename: 'AdminQuery',
        tournament: {
          __typename: 'AdminTournament',
          id: String(variables.id),
          checkIns: {
            __typename: 'CheckInList',
            window: { __typename: 'CheckInWindow', phase: 'OFF', opensAt: null, closesAt: null },
            squads: [],
          },
          disputes: [],
        },
      },
    },
  }),
);

export const noPrizeHoldHandler = graphql.query('PrizeHold', ({ variables }) =>
  HttpResponse.json({
    data: {
      admin: {
        __typename: 'AdminQuery',
        tournament: {
          __typename: 'AdminTournament',
          id: String(variables.id),
          prizeHold: { __typename: 'PrizeHold', held: false, openDisputes: 0, override: null },
        },
      },
    },
  }),
);

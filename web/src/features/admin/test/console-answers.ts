import { HttpResponse, delay, graphql } from 'msw';
import { server } from '../../../test/msw-server';

/** The header's balance for an organiser, so console tests answer only their own screen. */
export function answerOrganiserBalance(formatted = '₹0'): void {
  server.use(
    graphql.query('ViewerBalance', () =>
      HttpResponse.json({
        data: {
          viewer: {
            __typename: 'Viewer',
            id: '1',
            wallet: {
              __typename: 'Wallet',
              balance: { __typename: 'Money', paise: 0, rupees: '0.00', formatted },
            },
          },
        },
      }),
    ),
  );
}

/**
 * Any other screen's query stays unanswered: for tests that only follow a redirect. An answer
 * would have to be a whole, valid one for each screen (an empty one is logged by Apollo as
 * missing fields and crashes screens that expect their lists).
 */
export function leaveEveryQueryUnanswered(): void {
  server.use(graphql.operation(() => delay('infinite')));
}

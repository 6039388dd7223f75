import { HttpResponse, graphql } from 'msw';
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

import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';
import { money } from '../../../test/fixtures';

/** Test answers for the booking and wallet mutations, shaped as the gateway sends them. */

export const userError = (message: string, code = 'CONFLICT', field: string | null = null) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** A mutation's answer: `{ data: { [field]: payload } }` with the Payload fields filled. */
export function payloadAnswer(
  field: string,
  typename: 'EntryPayload' | 'WalletPayload',
  payload: Record<string, unknown> = {},
) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      [field]: {
        __typename: typename,
        errors: [],
        message: null,
        ...(typename === 'EntryPayload' ? { tournament: null, teamCode: null } : {}),
        ...payload,
      },
    },
  });
}

/** The transactions query's answer. */
export const transactionsAnswer = (transactions: unknown[]) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      viewer: { __typename: 'Viewer', id: '1', wallet: { __typename: 'Wallet', transactions } },
    },
  });

/** Counts the header balance reads, to see a mutation ask for it again. */
export function countBalanceReads() {
  const reads = { count: 0 };
  const handler = graphql.query('ViewerBalance', () => {
    reads.count += 1;
    return HttpResponse.json({
      data: {
        viewer: {
          __typename: 'Viewer',
          id: '1',
          wallet: { __typename: 'Wallet', balance: money(0) },
        },
      },
    });
  });
  return { reads, handler };
}

import { HttpResponse, http } from 'msw';

/**
 * The web app sends queries as automatic persisted queries (apollo-client.ts): first the hash
 * alone, which msw's `graphql.query` handlers cannot read. The tests' gateway says it keeps no
 * persisted queries, as Apollo Server does with them turned off, so each test's client sends
 * the text from then on and the tests' handlers answer it. Tests of the hashing itself answer
 * the hash-only request with their own handler.
 */
export const noPersistedQueriesHandler = http.all(isHashOnly, () =>
  HttpResponse.json({
    errors: [
      {
        message: 'PersistedQueryNotSupported',
        extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
      },
    ],
  }),
);

/**
 * Matches only the hash-only requests: a handler that matched a request and let it through
 * would send it to the real network, and a query no test answers would not fail its test.
 */
async function isHashOnly({ request }: { request: Request }): Promise<boolean> {
  return new URL(request.url).pathname.endsWith('/graphql') && !(await sendsQueryText(request));
}

async function sendsQueryText(request: Request): Promise<boolean> {
  if (request.method === 'GET') return new URL(request.url).searchParams.has('query');
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && 'query' in body;
}

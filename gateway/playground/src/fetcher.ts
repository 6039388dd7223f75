/** What GraphiQL hands a fetcher: the operation, and the headers typed in its Headers tab. */
interface Operation {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

interface FetchOptions {
  headers?: Record<string, unknown>;
}

/**
 * Posts the operation as JSON to the gateway that served this page (never a "simple" request,
 * so the gateway's CSRF check lets it through), with the Headers tab's headers, e.g. a player's
 * `Authorization: Bearer <token>`.
 */
export async function graphqlFetcher(operation: Operation, options?: FetchOptions) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(options?.headers ?? {})) {
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify(operation),
  });
  return response.json();
}

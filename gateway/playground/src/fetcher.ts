import { type ExecutionResult, getOperationAST, parse } from 'graphql';
import { type Client, createClient } from 'graphql-ws';

/** What GraphiQL hands a fetcher: the operation, and the headers typed in its Headers tab. */
interface Operation {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

interface FetchOptions {
  headers?: Record<string, unknown>;
}

const isSubscription = (operation: Operation) => {
  try {
    const document = parse(operation.query);
    return getOperationAST(document, operation.operationName)?.operation === 'subscription';
  } catch {
    return false;
  }
};

/** One socket per token typed in the Headers tab (the token travels in connection_init). */
const sockets = new Map<string, Client>();
function socketFor(authorization: string | undefined): Client {
  const key = authorization ?? '';
  let client = sockets.get(key);
  if (!client) {
    const url = new URL('/graphql', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({
      url: url.href,
      connectionParams: authorization ? { authorization } : {},
    });
    sockets.set(key, client);
  }
  return client;
}

/**
 * Posts the operation as JSON to the gateway that served this page (never a "simple" request,
 * so the gateway's CSRF check lets it through), with the Headers tab's headers, e.g. a player's
 * `Authorization: Bearer <token>`. Subscriptions go over the gateway's WebSocket instead.
 */
export function graphqlFetcher(operation: Operation, options?: FetchOptions) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(options?.headers ?? {})) {
    if (typeof value === 'string') headers[name] = value;
  }
  if (isSubscription(operation)) {
    const authorization = headers.authorization ?? headers.Authorization;
    const results = socketFor(authorization).iterate({
      query: operation.query,
      operationName: operation.operationName ?? undefined,
      variables: (operation.variables ?? undefined) as Record<string, unknown> | undefined,
    });
    // GraphiQL shows the results as JSON: the wire's formatted errors suit it as they are.
    return results as unknown as AsyncIterable<ExecutionResult>;
  }
  return post(operation, headers);
}

async function post(operation: Operation, headers: Record<string, string>) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify(operation),
  });
  return response.json();
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RequestHandler, getResponse } from 'msw';

/**
 * msw request handlers served by a real HTTP server on 127.0.0.1: the gateway's own undici
 * pool, timeouts and size cap are exercised over a real socket (msw cannot intercept undici
 * in-process on Node 20). A body stream that errors mid-way resets the connection, as a
 * crashing upstream would.
 */
export interface MswUpstream {
  url: string;
  /** Replaces the handlers for the following requests. */
  use(...handlers: RequestHandler[]): void;
  /** Every request received, oldest first. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; at: number }[];
  close(): Promise<void>;
}

async function toFetchRequest(request: http.IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
  });
}

async function pipeResponse(response: Response, out: http.ServerResponse): Promise<void> {
  if (response.type === 'error') {
    out.socket?.destroy();
    return;
  }
  out.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (!response.body) {
    out.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      out.write(value);
    }
    out.end();
  } catch {
    out.socket?.destroy();
  }
}

export async function startMswUpstream(...initial: RequestHandler[]): Promise<MswUpstream> {
  let handlers = initial;
  const requests: MswUpstream['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      at: performance.now(),
    });
    void (async () => {
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      const answer = await getResponse(handlers, await toFetchRequest(request, origin));
      if (!answer) {
        response.writeHead(501, { 'content-type': 'text/plain' }).end('no msw handler');
        return;
      }
      await pipeResponse(answer, response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use: (...next) => {
      handlers = next;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

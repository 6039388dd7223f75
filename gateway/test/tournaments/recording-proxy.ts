import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoggedRequest } from '../../../backend/test/support/test-server';

/**
 * A transparent HTTP proxy in front of the real backend that logs, like the backend's own
 * requestLog, when each request reached the upstream side and when its answer was complete.
 *
 * Why it exists: on the embedded PGlite database the in-process backend runs each request to
 * completion without ever waiting on real I/O, so its own log shows any burst of public reads
 * one after another however they were sent. At this edge the log shows how the gateway sent
 * them, on either database.
 */
export interface RecordingProxy {
  url: string;
  requestLog: LoggedRequest[];
  close(): Promise<void>;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const requestLog: LoggedRequest[] = [];

  const server = http.createServer((request, response) => {
    const entry: LoggedRequest = {
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      startedAt: performance.now(),
    };
    requestLog.push(entry);
    const forwarded = http.request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    response.on('finish', () => {
      entry.endedAt = performance.now();
    });
    request.pipe(forwarded);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestLog,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

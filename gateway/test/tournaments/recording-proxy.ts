import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoggedRequest } from '../../../backend/test/support/test-server';

/**
 * A transparent HTTP proxy in front of the real backend that logs, like the backend's own
 * requestLog, when each request reached the upstream side and when its answer was complete.
 *
 * Why it exists: how fast the backend answers decides whether its own log shows reads
 * overlapping, whatever the gateway did. Here the answers to a group of requests can be held
 * until the whole group has arrived (`hold`): a gateway that sends them together gets them all
 * through at once; one that waits for each answer before the next request stalls until the
 * hold times out, and its log shows one answer ending before the next request started.
 */
export interface HoldGroup {
  matches: (url: string) => boolean;
  /** Answers are released once this many matching requests have arrived... */
  count: number;
  /** ...or after this long, so a sequential sender is slowed, not hung. */
  timeoutMs: number;
}
export interface RecordingProxy {
  url: string;
  requestLog: LoggedRequest[];
  close(): Promise<void>;
}

export async function startRecordingProxy(
  target: string,
  hold?: HoldGroup,
): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const requestLog: LoggedRequest[] = [];
  let held: (() => void)[] = [];
  const release = () => {
    const waiting = held;
    held = [];
    waiting.forEach((send) => send());
  };
  /** Sends now, or once the hold group is complete (or timed out). */
  function whenReleased(url: string, send: () => void): void {
    if (!hold?.matches(url)) return send();
    held.push(send);
    if (held.length >= hold.count) return release();
    if (held.length === 1) setTimeout(release, hold.timeoutMs);
  }

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
      (answer) =>
        whenReleased(entry.url, () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }),
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

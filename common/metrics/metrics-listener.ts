import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** Where the metrics listener listens: its own port, on loopback unless an operator says so. */
export interface MetricsAddress {
  port: number;
  host: string;
}

export interface MetricsListener {
  /** `http://host:port/metrics`, with the port actually bound (0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` in Prometheus's text format on a port of its own, apart from the public
 * one, so what the metrics reveal (routes, load, memory) is not on the internet by default; the
 * public ports have no /metrics route at all (decision 014). Anything else is 404.
 */
export async function startMetricsListener(
  register: Registry,
  address: MetricsAddress,
): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end();
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
      // The scraper learns only that it failed; nothing internal leaves the process.
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    url: `http://${host}:${bound.port}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A scraper's idle keep-alive connection must not hold the program's stop.
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

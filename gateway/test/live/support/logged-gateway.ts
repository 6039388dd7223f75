import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadGatewayConfig } from '../../../src/config';
import { buildGateway } from '../../../src/server';
import type { TestGateway } from '../../support/gateway-server';

/** One line the gateway logged, as pino writes it (level 50 is error, 40 warn, 30 info). */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

export const ERROR_LEVEL = 50;

/**
 * The gateway as startGateway runs it, but logging at debug into `lines`, so a test can say
 * at which level something was logged.
 */
export async function startLoggedGateway(
  upstreamUrl: string,
): Promise<TestGateway & { lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const config = loadGatewayConfig({
    UPSTREAM_URL: upstreamUrl,
    LOG_LEVEL: 'debug',
    STARTUP_WAIT_MS: '0',
    PUBLIC_CACHE: 'false',
  });
  const app = await buildGateway({ config, logger: pino({ level: 'debug' }, destination) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    lines,
    async graphql(query, variables, options = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    close: () => app.close(),
  };
}

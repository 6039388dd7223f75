import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsListener, startMetricsListener } from '#common/metrics/metrics-listener';
import { scrape, valueOf } from '../../../tests/support/prometheus-text';
import { ConfigError, loadConfig } from '../../src/config';
import { type TestServer, startTestServer } from '../support/test-server';

/** The metrics listener as main starts it, on the app's registry (decision 014). */
describe('metrics', () => {
  let server: TestServer;
  let listener: MetricsListener;

  beforeAll(async () => {
    server = await startTestServer();
    listener = await startMetricsListener(server.app.metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  const requests = (route: string, status: number, method = 'GET') => ({
    method,
    route,
    status_code: String(status),
  });

  it('counts and times requests by route pattern and status; an unknown path is unmatched', async () => {
    expect((await server.call('GET', '/api/tourney/tournaments')).status).toBe(200);
    expect((await server.call('GET', '/api/tourney/tournaments')).status).toBe(200);
    expect((await server.call('GET', '/api/tourney/tournament/987654')).status).toBe(404);
    expect((await server.call('GET', '/api/wallet/balance')).status).toBe(401);
    expect((await server.call('GET', '/api/no-such-route/secret-7b1e')).status).toBe(404);

    const { text, samples } = await scrape(listener.url);
    const list = requests('/api/tourney/tournaments', 200);
    expect(valueOf(samples, 'http_requests_total', list)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_count', list)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(
      2,
    );
    expect(valueOf(samples, 'http_request_duration_seconds_sum', list)).toBeGreaterThan(0);
    expect(
      valueOf(samples, 'http_requests_total', requests('/api/tourney/tournament/:tournId', 404)),
    ).toBe(1);
    expect(valueOf(samples, 'http_requests_total', requests('/api/wallet/balance', 401))).toBe(1);
    expect(valueOf(samples, 'http_requests_total', requests('unmatched', 404))).toBe(1);
    // Label values come from route patterns only: no concrete path or id becomes a series.
    expect(text).not.toContain('secret-7b1e');
    expect(text).not.toContain('987654');
  });

  it('reports the event-loop lag and the other Node defaults', async () => {
    const { samples } = await scrape(listener.url);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports how the database connections are used', async () => {
    const max = server.dbKind === 'pglite' ? 1 : 20;
    const idle = await scrape(listener.url);
    expect(valueOf(idle.samples, 'db_pool_max_connections')).toBe(max);
    expect(valueOf(idle.samples, 'db_pool_connections', { state: 'in_use' })).toBe(0);
    expect(valueOf(idle.samples, 'db_pool_waiting_queries')).toBe(0);
    if (server.dbKind === 'pglite') {
      expect(valueOf(idle.samples, 'db_pool_connections', { state: 'idle' })).toBe(1);
    }

    // A transaction holds a connection; on PGlite, the one connection, so a query waits for it.
    let waiting: Promise<unknown> | undefined;
    const busy = await server.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').limit(1).execute();
      if (server.dbKind === 'pglite') {
        waiting = server.db.selectFrom('users').select('id').limit(1).execute();
      }
      return scrape(listener.url);
    });
    await waiting;
    expect(valueOf(busy.samples, 'db_pool_connections', { state: 'in_use' })).toBe(1);
    if (server.dbKind === 'pglite') {
      expect(valueOf(busy.samples, 'db_pool_connections', { state: 'idle' })).toBe(0);
      expect(valueOf(busy.samples, 'db_pool_waiting_queries')).toBe(1);
    }
    const after = await scrape(listener.url);
    expect(valueOf(after.samples, 'db_pool_connections', { state: 'in_use' })).toBe(0);
    expect(valueOf(after.samples, 'db_pool_waiting_queries')).toBe(0);
  });

  it('serves only GET /metrics on its listener', async () => {
    expect((await fetch(listener.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(listener.url, { method: 'POST' })).status).toBe(405);
  });

  it('is not on the public port', async () => {
    const answer = await server.call('GET', '/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('http_requests_total');
    const prefixed = await server.call('GET', '/api/metrics');
    expect(prefixed.status).toBe(404);
    expect(prefixed.text).not.toContain('http_requests_total');
  });
});

describe('metrics configuration', () => {
  it('listens on loopback port 9101 by default, any free port with 0, nowhere with off', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9101, host: '127.0.0.1' });
    expect(
      loadConfig({ BACKEND_METRICS_PORT: '0', BACKEND_METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ port: 0, host: '10.0.0.5' });
    expect(loadConfig({ BACKEND_METRICS_PORT: 'off' }).metrics).toBeUndefined();
  });

  it('lists a bad metrics port with the other problems', () => {
    for (const env of [
      { BACKEND_METRICS_PORT: 'nine', BACKEND_PORT: 'eighty' },
      { BACKEND_METRICS_PORT: '70000', BACKEND_PORT: 'eighty' },
    ]) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('BACKEND_METRICS_PORT must be a port (0 to 65535) or off');
      expect(problems).toContain('BACKEND_PORT');
    }
    expect(() => loadConfig({ BACKEND_PORT: '9200', BACKEND_METRICS_PORT: '9200' })).toThrow(
      'BACKEND_METRICS_PORT must differ from BACKEND_PORT',
    );
  });
});

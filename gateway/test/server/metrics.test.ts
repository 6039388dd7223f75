import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsListener, startMetricsListener } from '#common/metrics/metrics-listener';
import { type Sample, samplesOf, scrape, valueOf } from '../../../tests/support/prometheus-text';
import { ConfigError, loadGatewayConfig } from '../../src/config';
import { MAX_OPERATION_NAMES } from '../../src/http/metrics';
import { upstreamOutcome } from '../../src/upstream/upstream-metrics';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { goodBlogs } from '../upstream/upstream-fixtures';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const emptyLists = [
  http.get('*/api/tourney/tournaments', () => HttpResponse.json([])),
  http.get('*/api/special/tournaments', () => HttpResponse.json([])),
];

/** The metrics listener as main starts it, on the gateway's registry (decision 014). */
describe('gateway metrics', () => {
  let upstream: MswUpstream;
  let webDir: string;
  let gateway: TestGateway;
  let listener: MetricsListener;

  beforeAll(async () => {
    upstream = await startMswUpstream(...emptyLists, goodBlogs());
    // A built web app, so an unknown path would get its page through the history fallback.
    webDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-metrics-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDir });
    listener = await startMetricsListener(gateway.app.metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await listener?.close();
    await gateway?.close();
    await upstream?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const operation = (samples: Sample[], name: string, type: string, outcome: string) =>
    valueOf(samples, 'graphql_operations_total', { operation: name, type, outcome });

  it('counts operations by name, type and outcome; unnamed ones as anonymous', async () => {
    upstream.use(...emptyLists, goodBlogs());
    expect((await gateway.graphql('query TournamentList { tournaments { id } }')).body).toEqual({
      data: { tournaments: [] },
    });
    await gateway.graphql('query TournamentList { tournaments { id } }');
    expect((await gateway.graphql('{ blogs { id } }')).body.errors).toBeUndefined();
    const invalid = await gateway.graphql('query NoSuchField { noSuchField }');
    expect(invalid.body.errors).toBeDefined();
    const unmatched = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Some { __typename }', operationName: 'Other' }),
    });
    // Request errors asked as application/json are 200s (decision 028), never server errors.
    expect(unmatched.status).toBe(200);
    const broken = await gateway.graphql('query Broken {');
    expect(broken.body.errors?.[0]?.message).toMatch(/Syntax Error/);

    const { samples } = await scrape(listener.url);
    expect(operation(samples, 'TournamentList', 'query', 'ok')).toBe(2);
    expect(operation(samples, 'anonymous', 'query', 'ok')).toBe(1);
    // Refused before running: by validation (its name still known), or naming no operation of
    // the document, or not parsing (no name read yet).
    expect(operation(samples, 'NoSuchField', 'query', 'rejected')).toBe(1);
    expect(operation(samples, 'unknown', 'unknown', 'rejected')).toBe(2);
    expect(samplesOf(samples, 'graphql_operations_total', { operation: 'Broken' })).toEqual([]);
    expect(
      samplesOf(samples, 'http_requests_total', { route: '/graphql' }).filter(
        (sample) => sample.labels.status_code !== '200',
      ),
    ).toEqual([]);
    const timed = { operation: 'TournamentList', type: 'query' };
    expect(valueOf(samples, 'graphql_operation_duration_seconds_count', timed)).toBe(2);
    expect(
      valueOf(samples, 'http_requests_total', {
        method: 'POST',
        route: '/graphql',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(6);
  });

  it('counts upstream calls by route name and outcome', async () => {
    upstream.use(
      ...emptyLists,
      http.get('*/api/user/get-blogs', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const before = await scrape(listener.url);
    await gateway.graphql('query TournamentList { tournaments { id } }');
    const failed = await gateway.graphql('query Blogs { blogs { id } }');
    expect(failed.body.errors?.length).toBeGreaterThan(0);

    const { text, samples } = await scrape(listener.url);
    const calls = (all: Sample[], route: string, outcome: string) =>
      valueOf(all, 'upstream_requests_total', { route, outcome }) ?? 0;
    expect(calls(samples, 'tournaments', 'ok') - calls(before.samples, 'tournaments', 'ok')).toBe(
      1,
    );
    expect(calls(samples, 'specialTournaments', 'ok')).toBeGreaterThan(0);
    // A 500 is not retried: one attempt, labelled by its status class.
    expect(calls(samples, 'blogs', 'http_5xx')).toBe(1);
    expect(operation(samples, 'Blogs', 'query', 'error')).toBe(1);
    expect(
      valueOf(samples, 'upstream_request_duration_seconds_count', { route: 'tournaments' }),
    ).toBeGreaterThanOrEqual(1);
    // The route table's names, never the concrete paths.
    expect(text).not.toContain('/api/tourney/tournaments');
    expect(samplesOf(samples, 'upstream_pool_connections')).toHaveLength(2);
    expect(valueOf(samples, 'upstream_pool_requests', { state: 'running' })).toBe(0);
    const connections = samplesOf(samples, 'upstream_pool_connections');
    expect(connections.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThan(0);
  });

  it('counts an unreachable upstream, in a registry of its own', async () => {
    const down = await startGateway(`http://127.0.0.1:${await closedPort()}`);
    const downListener = await startMetricsListener(down.app.metrics, {
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const answer = await down.graphql('{ blogs { id } }');
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const { samples } = await scrape(downListener.url);
      const unreachable = { route: 'blogs', outcome: 'unreachable' };
      expect(valueOf(samples, 'upstream_requests_total', unreachable)).toBeGreaterThanOrEqual(1);
      expect(operation(samples, 'anonymous', 'query', 'error')).toBe(1);
      // Nothing of the other gateway in this process shows here.
      expect(
        samplesOf(samples, 'graphql_operations_total', { operation: 'TournamentList' }),
      ).toEqual([]);
    } finally {
      await downListener.close();
      await down.close();
    }
  });

  it('gives names beyond the first ones, and odd ones, a shared label', async () => {
    const longName = `Q${'x'.repeat(70)}`;
    await gateway.graphql(`query ${longName} { __typename }`);
    for (let index = 0; index <= MAX_OPERATION_NAMES; index += 1) {
      await gateway.graphql(`query Name${index} { __typename }`);
    }
    const { text, samples } = await scrape(listener.url);
    expect(text).not.toContain(longName);
    expect(operation(samples, 'other', 'query', 'ok')).toBeGreaterThanOrEqual(2);
    expect(
      samplesOf(samples, 'graphql_operations_total', {
        operation: `Name${MAX_OPERATION_NAMES}`,
      }),
    ).toEqual([]);
    const names = new Set(
      samplesOf(samples, 'graphql_operations_total').map((sample) => sample.labels.operation),
    );
    expect(names.size).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 3);
  });

  it('reports the event-loop lag', async () => {
    const { samples } = await scrape(listener.url);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('is not on the public port, not even as the web app page', async () => {
    for (const pathname of ['/metrics', '/metrics/']) {
      const answer = await fetch(`${gateway.url}${pathname}`);
      const body = await answer.text();
      expect(answer.status).toBe(404);
      expect(body).not.toContain('http_requests_total');
      expect(body).not.toContain('<div id="root">');
    }
    const { samples } = await scrape(listener.url);
    expect(
      valueOf(samples, 'http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('upstream outcomes', () => {
  it('names each way an attempt ends', () => {
    expect(upstreamOutcome(200, undefined)).toBe('ok');
    expect(upstreamOutcome(404, 'status')).toBe('http_4xx');
    expect(upstreamOutcome(503, 'status')).toBe('http_5xx');
    expect(upstreamOutcome(undefined, 'timeout')).toBe('timeout');
    expect(upstreamOutcome(undefined, 'unreachable')).toBe('unreachable');
    expect(upstreamOutcome(200, 'bad_response')).toBe('bad_response');
    expect(upstreamOutcome(undefined, undefined)).toBe('invalid_request');
  });
});

describe('gateway metrics configuration', () => {
  it('listens on loopback port 9100 by default, any free port with 0, nowhere with off', () => {
    expect(loadGatewayConfig({}).metrics).toEqual({ port: 9100, host: '127.0.0.1' });
    expect(loadGatewayConfig({ METRICS_PORT: '0', METRICS_HOST: '::1' }).metrics).toEqual({
      port: 0,
      host: '::1',
    });
    expect(loadGatewayConfig({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
  });

  it('lists a bad metrics port with the other problems', () => {
    let error: unknown;
    try {
      loadGatewayConfig({ METRICS_PORT: '-1', PORT: 'forty' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('METRICS_PORT must be a port (0 to 65535) or off');
    expect(problems).toContain('PORT');
    expect(() => loadGatewayConfig({ PORT: '4100', METRICS_PORT: '4100' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });
});

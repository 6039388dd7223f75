import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, gatewayError } from '../../src/errors/error-model';
import { createFormatError } from '../../src/http/format-error';
import { UpstreamError } from '../../src/upstream/upstream-error';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { capturedLogger } from '../support/captured-logger';
import { BLOGS, goodBlogs } from './upstream-fixtures';

/** Apollo's own errors and unexpected ones, as a client of the gateway receives them. */
describe('formatted errors through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream(goodBlogs());
    gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors?: Record<string, unknown>[] },
    };
  };

  it('answers a syntax error as GRAPHQL_PARSE_FAILED with the parser message', async () => {
    const result = await gateway.graphql('{ blogs { id ');
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Syntax Error: /),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
  });

  it('answers a validation error as GRAPHQL_VALIDATION_FAILED with the document message', async () => {
    const result = await gateway.graphql('{ blogs { id secretField } }');
    // A request error asked as application/json is a 200 (decision 028).
    expect(result.status).toBe(200);
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Cannot query field "secretField" on type "Blog"'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
  });

  it('answers variables that do not fit as BAD_USER_INPUT', async () => {
    const query = 'query ($id: ID!) { blog(id: $id) { id } }';
    for (const variables of [{}, { id: { nested: true } }]) {
      const result = await gateway.graphql(query, variables);
      expect(result.body.errors?.[0]).toMatchObject({
        message: expect.stringContaining('$id'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('answers an unknown operation name as BAD_USER_INPUT', async () => {
    const result = await post({ query: 'query Blogs { blogs { id } }', operationName: 'Nope' });
    expect(result.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Nope'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers a request without a query as BAD_USER_INPUT', async () => {
    const result = await post({ variables: {} });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('keeps PERSISTED_QUERY_NOT_FOUND for automatic persisted queries', async () => {
    const query = '{ blogs { id } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await post({ extensions });
    expect(unknown.body.errors).toEqual([
      { message: expect.any(String), extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);
    const registered = await post({ query, extensions });
    expect(registered.body.errors).toBeUndefined();
    expect((await post({ extensions })).body).toEqual(registered.body);
  });

  it('answers an upstream value the schema cannot carry as INTERNAL, without its message', async () => {
    upstream.use(
      http.get('*/api/user/get-blogs', () =>
        HttpResponse.json([{ ...BLOGS[0], createdDate: 'sometime last week' }]),
      ),
    );
    const result = await gateway.graphql('{ blogs { id createdAt } }');
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: GENERIC_MESSAGES.INTERNAL,
        extensions: { code: 'INTERNAL' },
      }),
    ]);
    expect(JSON.stringify(result.body)).not.toMatch(/DateTime|ISO|stack|sometime/);
    upstream.use(goodBlogs());
  });

  it('refuses a token of another scheme as UNAUTHENTICATED, without a framework prefix', async () => {
    const result = await gateway.graphql(
      '{ blogs { id } }',
      {},
      { headers: { authorization: 'Basic cm9oYW46c2VjcmV0' } },
    );
    expect(result.body.errors).toEqual([
      {
        message: expect.not.stringMatching(/Context creation/),
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ]);
  });
});

describe('createFormatError', () => {
  const located = (original: Error) =>
    new GraphQLError(original.message, { path: ['blogs'], originalError: original });

  it('answers an unexpected exception as INTERNAL with the generic sentence and logs it', () => {
    const { logger, lines } = capturedLogger();
    const format = createFormatError(logger);
    const thrown = new Error('SELECT * FROM users WHERE id = 1 failed');
    const result = format(
      {
        message: thrown.message,
        path: ['blogs'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: at db.ts:1'] },
      },
      located(thrown),
    );
    expect(result).toEqual({
      message: GENERIC_MESSAGES.INTERNAL,
      path: ['blogs'],
      extensions: { code: 'INTERNAL' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('unexpected error in a resolver');
  });

  it('never passes on the message of an INTERNAL error, even one of ours', () => {
    const { logger } = capturedLogger();
    const result = createFormatError(logger)(
      { message: 'ECONNRESET while reading /var/data', extensions: { code: 'INTERNAL' } },
      gatewayError('INTERNAL', 'ECONNRESET while reading /var/data'),
    );
    expect(result).toEqual({
      message: GENERIC_MESSAGES.INTERNAL,
      extensions: { code: 'INTERNAL' },
    });
  });

  it('maps an UpstreamError thrown by a resolver and keeps only message, path and code', () => {
    const { logger } = capturedLogger();
    const thrown = new UpstreamError('joinTeam', 'status', 409, 'Team is full');
    const result = createFormatError(logger)(
      {
        message: thrown.message,
        path: ['joinTeam'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
      located(thrown),
    );
    expect(result).toEqual({
      message: 'Team is full',
      path: ['joinTeam'],
      extensions: { code: 'CONFLICT' },
    });
  });

  it('passes our own codes and messages, dropping any other extension', () => {
    const { logger } = capturedLogger();
    const result = createFormatError(logger)(
      {
        message: 'Only organisers can do that.',
        extensions: { code: 'FORBIDDEN', http: { status: 403 }, stacktrace: ['x'] },
      },
      gatewayError('FORBIDDEN', 'Only organisers can do that.'),
    );
    expect(result).toEqual({
      message: 'Only organisers can do that.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('answers INTERNAL when formatting itself fails', () => {
    const { logger } = capturedLogger();
    const broken = {
      get message(): string {
        throw new Error('boom');
      },
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
    expect(createFormatError(logger)(broken, new Error('boom'))).toEqual({
      message: GENERIC_MESSAGES.INTERNAL,
      extensions: { code: 'INTERNAL' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/http/graphql-protections';
import { ERROR_LEVEL, capturedLogger } from '../support/captured-logger';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * A document that does not parse or validate is the client's mistake: answered as the
 * GraphQL-over-HTTP spec says (200 to `application/json`, 400 to
 * `application/graphql-response+json`), with GRAPHQL_PARSE_FAILED or GRAPHQL_VALIDATION_FAILED,
 * and never logged as a server error.
 */

const JSON_MEDIA = 'application/json';
const GRAPHQL_RESPONSE_MEDIA = 'application/graphql-response+json';

describe('a document the gateway cannot run', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let url: string;
  const log = capturedLogger();
  const { lines } = log;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    gateway = await startGateway(upstream.url, { STARTUP_WAIT_MS: '0' }, { logger: log.logger });
    url = gateway.url;
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  async function post(body: unknown, accept: string) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      codes: json.errors?.map((error) => error.extensions?.code),
      message: json.errors?.[0]?.message,
      hasData: 'data' in json,
    };
  }

  const serverErrors = () =>
    lines.filter((line) => line.level >= ERROR_LEVEL || (line.res?.statusCode ?? 0) >= 500);

  it.each([
    [JSON_MEDIA, 200],
    [GRAPHQL_RESPONSE_MEDIA, 400],
  ])(
    'that does not parse, asked as %s, is a %i with GRAPHQL_PARSE_FAILED',
    async (accept, status) => {
      const answer = await post({ query: '{' }, accept);
      expect(answer).toEqual({
        status,
        contentType: expect.stringContaining(accept),
        codes: ['GRAPHQL_PARSE_FAILED'],
        message: expect.stringContaining('Syntax Error'),
        hasData: false,
      });
      expect(serverErrors()).toEqual([]);
    },
  );

  it.each([
    [JSON_MEDIA, 200],
    [GRAPHQL_RESPONSE_MEDIA, 400],
  ])(
    'that does not validate, asked as %s, is a %i with GRAPHQL_VALIDATION_FAILED',
    async (accept, status) => {
      const answer = await post({ query: '{ tournamnts { id } }' }, accept);
      expect(answer).toEqual({
        status,
        contentType: expect.stringContaining(accept),
        codes: ['GRAPHQL_VALIDATION_FAILED'],
        message: expect.stringContaining('Cannot query field "tournamnts"'),
        hasData: false,
      });
      expect(serverErrors()).toEqual([]);
    },
  );

  it(`past ${GRAPHQL_LIMITS.maxTokens} tokens is a parse failure, not a server error`, async () => {
    const query = `{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`;
    const answer = await post({ query }, GRAPHQL_RESPONSE_MEDIA);
    expect(answer).toMatchObject({ status: 400, codes: ['GRAPHQL_PARSE_FAILED'] });
    expect(answer.message).toContain(`${GRAPHQL_LIMITS.maxTokens} tokens`);
    expect(serverErrors()).toEqual([]);
  });

  it('whose variables do not fit their types is BAD_USER_INPUT, 200 or 400 by the same rule', async () => {
    const body = {
      query: 'query Blog($id: ID!) { blog(id: $id) { id } }',
      variables: { id: { not: 'an id' } },
    };
    expect(await post(body, JSON_MEDIA)).toMatchObject({
      status: 200,
      codes: ['BAD_USER_INPUT'],
      hasData: false,
    });
    expect(await post(body, GRAPHQL_RESPONSE_MEDIA)).toMatchObject({
      status: 400,
      codes: ['BAD_USER_INPUT'],
      hasData: false,
    });
  });
});

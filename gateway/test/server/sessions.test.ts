import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestGateway,
  type TestStack,
  startGateway,
  startStack,
} from '../support/gateway-server';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('requests refused before any resolver runs', () => {
  let stack: TestStack;
  let down: TestGateway;

  beforeAll(async () => {
    stack = await startStack();
    down = await startGateway(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(async () => {
    await down.close();
    await stack.close();
  });

  it('answers a forged or expired token with 401 UNAUTHENTICATED', async () => {
    const result = await stack.gateway.graphql('{ __typename }', {}, { token: 'a.b.c' });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      errors: [
        {
          message: 'Your session has expired. Please log in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the keys to check a token cannot be fetched', async () => {
    const result = await down.graphql('{ __typename }', {}, { token: 'a.b.c' });
    expect(result.status).toBe(503);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const visitor = await down.graphql('{ __typename }');
    expect(visitor.body).toEqual({ data: { __typename: 'Query' } });
  });
});

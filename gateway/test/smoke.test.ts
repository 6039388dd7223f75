import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, startStack } from './support/gateway-server';

describe('gateway foundation', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('answers GraphQL and reports itself ready while the upstream answers', async () => {
    const result = await stack.gateway.graphql('{ __typename }');
    expect(result.body).toEqual({ data: { __typename: 'Query' } });
    const ready = await fetch(`${stack.gateway.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('refuses a forged token with UNAUTHENTICATED', async () => {
    const result = await stack.gateway.graphql('{ __typename }', {}, { token: 'a.b.c' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

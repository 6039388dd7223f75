import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTournament } from '../../../backend/test/support/fixtures';
import { GRAPHQL_LIMITS } from '../../src/http/graphql-protections';
import { typeDefs } from '../../src/schema-sdl';
import { GRAPHQL_BODY_LIMIT_BYTES } from '../../src/server';
import {
  type TestGateway,
  type TestStack,
  startGateway,
  startStack,
} from '../support/gateway-server';

/** The web app's largest screen: normal tournament details with standings, teams and room. */
const TOURNAMENT_SCREEN = `query TournamentDetails($id: ID!) {
  tournament(id: $id, kind: NORMAL) {
    id kind name title bannerUrl
    prizePool { paise rupees formatted }
    entryFee { paise rupees formatted }
    isFree totalSlots slotsAvailable matchesCount type mode startsAt registrationOpensAt
    registrationClosesAt status organiser discordUrl liveStreamUrl bookingClosedReason
    viewerBooking { booked canBook }
    standings {
      overall { rank teamName matchesPlayed booyahs positionPoints kills total }
      matches { matchNumber lines { rank teamName matchesPlayed booyahs positionPoints kills total } }
    }
  }
}`;

/** `levels` nested inline fragments around the selection: each one is a level of depth. */
const nested = (levels: number, selection: string): string =>
  levels === 0 ? selection : `... on Query { ${nested(levels - 1, selection)} }`;

const schema = buildSchema(typeDefs);

/** The cost graphql-armor gives a document (the same rule the gateway runs). */
function costOf(query: string): number {
  let cost = Number.NaN;
  const rule = costLimitRule({
    maxCost: Number.MAX_SAFE_INTEGER,
    onAccept: [(_context: unknown, details: { n: number }) => (cost = details.n)],
  });
  validate(schema, parse(query), [rule]);
  return cost;
}

/**
 * A valid document whose cost is as close to `target` as whole units allow, not above it: many
 * `__typename` at the deepest allowed level (each weighs 1.5^9), then top-level ones (1 each).
 */
function queryCosting(target: number): string {
  const deep = (leaves: number) =>
    nested(GRAPHQL_LIMITS.maxDepth - 1, '__typename '.repeat(leaves));
  let leaves = 1;
  while (costOf(`{ ${deep(leaves + 1)} }`) <= target) leaves += 1;
  const base = `{ ${deep(leaves)} }`;
  const pads = Math.floor(target - costOf(base));
  return `{ ${deep(leaves)} ${'__typename '.repeat(pads)}}`;
}

const codes = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  (result.body.errors ?? []).map((error) => error.extensions?.code);

describe('GraphQL protections', () => {
  let stack: TestStack;
  let gateway: TestGateway;

  beforeAll(async () => {
    stack = await startStack();
    gateway = stack.gateway;
  });
  afterAll(() => stack.close());

  it("lets the web app's largest screen query through every limit", async () => {
    const id = await createTournament(stack.backend);
    const result = await gateway.graphql(TOURNAMENT_SCREEN, { id: String(id) });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.tournament.standings.matches).toHaveLength(3);
    expect(costOf(TOURNAMENT_SCREEN)).toBeLessThan(GRAPHQL_LIMITS.maxCost / 10);
  });

  it(`allows depth ${GRAPHQL_LIMITS.maxDepth} and refuses one level more`, async () => {
    const atLimit = await gateway.graphql(
      `{ ${nested(GRAPHQL_LIMITS.maxDepth - 1, '__typename')} }`,
    );
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toEqual({ data: { __typename: 'Query' } });

    const past = await gateway.graphql(`{ ${nested(GRAPHQL_LIMITS.maxDepth, '__typename')} }`);
    expect(past.status).toBe(200);
    expect(codes(past)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(past.body.errors?.[0]?.message).toContain(
      `depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found ${GRAPHQL_LIMITS.maxDepth + 1}`,
    );
  });

  it(`allows ${GRAPHQL_LIMITS.maxAliases} aliases and refuses one more`, async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: __type(name: "Query") { name }`).join(' ')} }`;
    const atLimit = await gateway.graphql(aliases(GRAPHQL_LIMITS.maxAliases));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.a0).toEqual({ name: 'Query' });

    const past = await gateway.graphql(aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(past.status).toBe(200);
    expect(codes(past)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(past.body.errors?.[0]?.message).toContain(
      `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded`,
    );
  });

  it(`allows a cost of ${GRAPHQL_LIMITS.maxCost} and refuses anything above`, async () => {
    const atLimit = queryCosting(GRAPHQL_LIMITS.maxCost);
    expect(costOf(atLimit)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    expect(costOf(atLimit)).toBeGreaterThan(GRAPHQL_LIMITS.maxCost - 1);
    const passed = await gateway.graphql(atLimit);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ data: { __typename: 'Query' } });

    // One more top-level field costs 1.
    const past = `${atLimit.slice(0, -1)}__typename }`;
    const refused = await gateway.graphql(past);
    expect(refused.status).toBe(200);
    expect(codes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(refused.body.errors?.[0]?.message).toContain(
      `Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`,
    );
  });

  it('never suggests field names', async () => {
    const result = await gateway.graphql(`{ tournamnts { id } }`);
    expect(codes(result)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(result.body.errors?.[0]?.message).toContain('Cannot query field "tournamnts"');
    expect(result.body.errors?.[0]?.message).not.toContain('Did you mean');
    expect(result.body.errors?.[0]?.message).not.toContain('"tournaments"');
  });

  it('refuses requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const query = encodeURIComponent('{ __typename }');
    const plainGet = await fetch(`${gateway.url}/graphql?query=${query}`);
    expect(plainGet.status).toBe(400);
    expect(await plainGet.text()).toContain('Cross-Site Request Forgery');

    const preflighted = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
    expect(await preflighted.json()).toEqual({ data: { __typename: 'Query' } });

    const before = stack.backend.requestLog.length;
    const simplePost = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ blogs { id } }' }),
    });
    expect(simplePost.status).toBe(400);
    expect(await simplePost.text()).toContain('Cross-Site Request Forgery');
    expect(stack.backend.requestLog.length).toBe(before);

    const form = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(form.status).toBe(415);
  });

  it(`reads bodies up to ${GRAPHQL_BODY_LIMIT_BYTES} bytes and answers 413 past them`, async () => {
    const bodyOf = (size: number) => {
      const empty = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
      return JSON.stringify({
        query: '{ __typename }',
        variables: { pad: 'x'.repeat(size - Buffer.byteLength(empty)) },
      });
    };
    const post = (body: string) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    const atLimit = bodyOf(GRAPHQL_BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(atLimit)).toBe(GRAPHQL_BODY_LIMIT_BYTES);
    const passed = await post(atLimit);
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ data: { __typename: 'Query' } });

    const refused = await post(bodyOf(GRAPHQL_BODY_LIMIT_BYTES + 1));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      errors: [{ message: 'Request body is too large', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('answers malformed JSON with BAD_USER_INPUT, not a framework message', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('answers introspection by default, and not with INTROSPECTION=false', async () => {
    const introspection = `{ __schema { queryType { name } } }`;
    const open = await gateway.graphql(introspection);
    expect(open.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });

    const closed = await startGateway(stack.backend.baseUrl, { INTROSPECTION: 'false' });
    try {
      const refused = await closed.graphql(introspection);
      expect(codes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(refused.body.data).toBeUndefined();
      const typename = await closed.graphql('{ __typename }');
      expect(typename.body).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await closed.close();
    }
  });
});

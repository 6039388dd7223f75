import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/http/graphql-protections';
import { ERROR_LEVEL, capturedLogger } from '../support/captured-logger';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const TOURNAMENT = '41';

/** `levels` nested inline fragments around the selection: each one is a level of depth. */
const nested = (levels: number, selection: string): string =>
  levels === 0 ? selection : `... on Tournament { ${nested(levels - 1, selection)} }`;

/**
 * A selection of a tournament as deep as allowed with 200 `__typename` at its bottom: each
 * weighs 1.5^9 there, far past the cost limit, while depth, aliases and tokens stay within theirs.
 */
const COSTLY = nested(GRAPHQL_LIMITS.maxDepth - 2, '__typename '.repeat(200));

const codesOf = (errors: readonly { extensions?: { code?: unknown } }[]) =>
  errors.map((error) => error.extensions?.code);

describe('a subscription document the gateway cannot run', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  const log = capturedLogger('debug');
  const errorLines = () => log.lines.filter((line) => line.level >= ERROR_LEVEL);

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', () =>
        HttpResponse.json({ tournId: 41, tournName: 'Monsoon Mayhem Cup' }),
      ),
    );
    gateway = await startGateway(live.upstream.url, {}, { logger: log.logger });
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('that does not parse is answered GRAPHQL_PARSE_FAILED, not logged as an error', async () => {
    const socket = connect(gateway);
    try {
      const errors = await socket.subscribe('subscription {').ended;
      expect(errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('Syntax Error'),
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ]);
      expect(errorLines()).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('that does not validate is answered GRAPHQL_VALIDATION_FAILED, not logged as an error', async () => {
    const socket = connect(gateway);
    try {
      const errors = await socket.subscribe(
        `subscription { tournamentUpdated(id: "${TOURNAMENT}") { nme } }`,
      ).ended;
      expect(errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('Cannot query field "nme"'),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
      expect(codesOf(await socket.subscribe('subscription { nothing }').ended)).toEqual([
        'GRAPHQL_VALIDATION_FAILED',
      ]);
      expect(errorLines()).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('whose selection costs too much is refused as the same query over HTTP is', async () => {
    const query = await gateway.graphql(`{ tournament(id: "${TOURNAMENT}") { ${COSTLY} } }`);
    expect(query.body.errors?.[0]?.message).toContain(
      `Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded`,
    );

    const socket = connect(gateway);
    try {
      const errors = await socket.subscribe(
        `subscription { tournamentUpdated(id: "${TOURNAMENT}") { ${COSTLY} } }`,
      ).ended;
      expect(errors.map(({ message, extensions }) => ({ message, extensions }))).toEqual(
        (query.body.errors ?? []).map(({ message, extensions }) => ({ message, extensions })),
      );
      expect(live.requestsTo(`/api/tourney/tournament/${TOURNAMENT}`)).toHaveLength(0);
      expect(errorLines()).toEqual([]);
    } finally {
      await socket.close();
    }
  });
});

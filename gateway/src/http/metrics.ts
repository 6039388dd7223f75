import type { ApolloServerPlugin, BaseContext, GraphQLResponse } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { getOperationAST } from 'graphql';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { installHttpMetrics } from '#common/metrics/http-metrics';
import { type UpstreamMetrics, createUpstreamMetrics } from '../upstream/upstream-metrics';

/** A client names its operations: only names like these become labels, and so many of them. */
const OPERATION_NAME = /^[A-Za-z_]\w{0,63}$/;
export const MAX_OPERATION_NAMES = 200;
/** Labels of operations without a usable name of their own. */
export const OPERATION_LABELS = {
  /** An operation with no name (`{ tournaments { id } }`). */
  anonymous: 'anonymous',
  /** A name past MAX_OPERATION_NAMES, or one too long to be a label. */
  other: 'other',
  /** No operation could be read: a persisted-query miss, an operationName the document lacks. */
  unknown: 'unknown',
} as const;

/**
 * The first MAX_OPERATION_NAMES names seen keep their own label; later ones are `other`. The web
 * app's operations are asked for from the first page on, so they are among the first.
 */
function operationNames(): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    if (seen.has(name)) return name;
    if (!OPERATION_NAME.test(name) || seen.size >= MAX_OPERATION_NAMES) {
      return OPERATION_LABELS.other;
    }
    seen.add(name);
    return name;
  };
}

const errorsOf = (response: GraphQLResponse) =>
  response.body.kind === 'single'
    ? response.body.singleResult.errors
    : response.body.initialResult.errors;

/**
 * Counts and times GraphQL operations by name and type. The outcome is `ok`, `error` (it ran
 * and answered errors, such as an upstream failure) or `rejected` (it never ran: a validation
 * error, a depth or cost limit, a persisted-query miss). A document the token limit refuses
 * (graphql-armor throws while parsing, which also catches syntax errors) ends Apollo's pipeline
 * with no hook called: it shows only in http_requests_total for /graphql.
 */
export function graphqlMetricsPlugin<TContext extends BaseContext>(
  register: Registry,
): ApolloServerPlugin<TContext> {
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations answered, by operation name, type and outcome.',
    labelNames: ['operation', 'type', 'outcome'],
    registers: [register],
  });
  const durations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from a GraphQL request being read to its answer being ready.',
    labelNames: ['operation', 'type'],
    registers: [register],
  });
  const labelOf = operationNames();
  return {
    async requestDidStart() {
      const started = performance.now();
      let executed = false;
      return {
        async executionDidStart() {
          executed = true;
        },
        async willSendResponse({ document, request, operation, response }) {
          // A document that failed validation never had its operation resolved; it is read here.
          const resolved =
            operation ??
            (document
              ? (getOperationAST(document, request.operationName) ?? undefined)
              : undefined);
          const name = resolved?.name?.value;
          const labels = {
            operation: !resolved
              ? OPERATION_LABELS.unknown
              : name
                ? labelOf(name)
                : OPERATION_LABELS.anonymous,
            type: resolved?.operation ?? OPERATION_LABELS.unknown,
          };
          const outcome =
            !executed || !resolved ? 'rejected' : errorsOf(response)?.length ? 'error' : 'ok';
          operations.inc({ ...labels, outcome });
          durations.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

export interface GatewayMetrics<TContext extends BaseContext> {
  /** Apollo's plugin counting GraphQL operations. */
  plugin: ApolloServerPlugin<TContext>;
  /** Given to the upstream client: its calls and its pool. */
  upstream: UpstreamMetrics;
  /** Open live sockets and their subscriptions. */
  live: { sockets(delta: number): void; subscriptions(delta: number): void };
}

function liveGauges(register: Registry) {
  const sockets = new Gauge({
    name: 'graphql_ws_sockets_open',
    help: 'Open GraphQL WebSocket connections',
    registers: [register],
  });
  const subscriptions = new Gauge({
    name: 'graphql_subscriptions_active',
    help: 'Active GraphQL subscriptions over WebSocket',
    registers: [register],
  });
  return {
    sockets: (delta: number) => sockets.inc(delta),
    subscriptions: (delta: number) => subscriptions.inc(delta),
  };
}

/**
 * The gateway's metrics: Node's defaults and its HTTP requests by route pattern (shared with
 * the backend), GraphQL operations by name, and upstream calls by route name.
 */
export function installGatewayMetrics<TContext extends BaseContext>(
  app: FastifyInstance,
): GatewayMetrics<TContext> {
  const register = installHttpMetrics(app);
  return {
    plugin: graphqlMetricsPlugin<TContext>(register),
    upstream: createUpstreamMetrics(register),
    live: liveGauges(register),
  };
}

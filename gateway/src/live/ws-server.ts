import type { FastifyInstance } from 'fastify';
import type { Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { createSharedSubscribe } from './shared-subscribe';
import { SOCKET_LIMITS } from './socket-limits';
import {
  type Extra,
  type SocketOperationOptions,
  createSocketOperations,
} from './socket-operations';
import { type SocketGauges, createSocketRegistry } from './socket-registry';

export interface LiveSocketOptions extends SocketOperationOptions {
  trustedHops: number;
  /** Counts sockets and subscriptions for /metrics. */
  gauges?: SocketGauges;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the gateway's own port at /graphql, as
 * Apollo's documentation sets them up, with the limits of SOCKET_LIMITS (decision 017): the
 * registry keeps the sockets, the operations answer their messages.
 */
export function installLiveSockets(app: FastifyInstance, options: LiveSocketOptions) {
  const registry = createSocketRegistry(app, options);
  const { onConnect, onSubscribe, close } = createSocketOperations(options, registry);

  useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: options.schema,
      subscribe: createSharedSubscribe(),
      connectionInitWaitTimeout: SOCKET_LIMITS.initTimeoutMs,
      onConnect,
      onSubscribe,
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => options.formatError(error.toJSON(), error)),
            }
          : result,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => options.formatError(error.toJSON(), error)) as never,
      onComplete: (ctx: Context<Record<string, unknown> | undefined, Extra>) =>
        registry.releaseSubscription(ctx.extra.socket),
    },
    registry.wss,
  );

  return {
    close: async () => {
      close();
      await registry.close();
    },
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { isGateway } from './client-address';

export const GATEWAY_ONLY_MESSAGE = 'Forbidden';

/**
 * A guard for routes only the gateway calls (the event stream, a room's audience): they answer
 * for every player at once, so nobody else may call them, token or not.
 */
export const requireGateway =
  (secret: string) => async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!isGateway(request, secret)) throw forbidden(GATEWAY_ONLY_MESSAGE);
  };

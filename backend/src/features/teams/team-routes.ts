import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** Routes of this feature; registered under both /api and the bare prefix. */
export function teamRoutes(_app: FastifyInstance, _ctx: AppContext): void {}

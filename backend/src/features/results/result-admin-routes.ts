import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** Organiser routes of this feature, under /admin (role admin only). */
export function resultAdminRoutes(_app: FastifyInstance, _ctx: AppContext): void {}

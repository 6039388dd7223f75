import type { FastifyBaseLogger } from 'fastify';
import type { BackendConfig } from '../../config';
import type { Db } from '../../db/database';

/** Makes sure the organiser account of ADMIN_MOBILE / ADMIN_PASSWORD exists. */
export async function ensureAdmin(
  _db: Db,
  _config: BackendConfig,
  _log: FastifyBaseLogger,
): Promise<void> {}

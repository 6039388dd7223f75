import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

/** Fills an empty database with believable demo data, once. */
export async function seedDemoDataOnce(_db: Db, _log: FastifyBaseLogger): Promise<void> {}

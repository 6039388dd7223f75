import type { Db } from './db/database';

/**
 * The feature services, created once per app. Routes modules reach them through AppContext;
 * a service that needs another gets it here, never by building its own.
 */
export function createServices(_db: Db) {
  return {};
}

export type Services = ReturnType<typeof createServices>;

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/db';
import type { TestServer } from './test-server';

/**
 * Another backend copy on the test server's database, as a second process would be: with its
 * own connections on a PostgreSQL server (embedded PGlite is one process's: the same database).
 */
export interface SecondCopy {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startSecondCopy(server: TestServer): Promise<SecondCopy> {
  const db = server.databaseUrl
    ? await openDatabase({
        databaseUrl: server.databaseUrl,
        directUrl: server.databaseDirectUrl,
        poolSize: 5,
      })
    : server.db;
  const app = await buildApp({ config: server.config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    async close() {
      await app.close();
      if (db !== server.db) await db.destroy();
    },
  };
}

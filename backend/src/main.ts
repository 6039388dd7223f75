import path from 'node:path';
import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './startup';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  const logger = createLogger(config.logLevel);
  await prepareDatabase(db, config, logger);
  const app = await buildApp({ config, db, logger });
  app.addHook('onClose', async () => db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})` },
    'backend ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The backend could not start:', error);
  process.exit(1);
});

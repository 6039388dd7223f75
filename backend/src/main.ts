import path from 'node:path';
import { buildApp, createLogger } from './app';
import { answerBackupRequests } from './cli/backup-requests';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { usePasswordHashCost } from './features/accounts/passwords';
import { prepareDatabase } from './startup';
import { stopGracefullyOnSignals } from '#common/graceful-shutdown';
import { listenOptionsOf } from '#common/listen-options';
import { startMetricsListener } from '#common/metrics/metrics-listener';

async function main(): Promise<void> {
  const config = loadConfig();
  usePasswordHashCost(config.passwordHashCost);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  const logger = createLogger(config.logLevel);
  await prepareDatabase(db, config, logger);
  const app = await buildApp({ config, db, logger });
  // Embedded PGlite is backed up by the one process that has it open (decision 052).
  const stopBackups = config.databaseUrl
    ? undefined
    : await answerBackupRequests(db, config.dataDir, app.log);
  app.addHook('onClose', async () => {
    await stopBackups?.();
    await db.destroy();
  });

  stopGracefullyOnSignals(
    { server: app.server, socketPath: config.socketPath, close: () => app.close() },
    app.log,
    config.shutdownGraceMs,
  );
  if (config.metrics) {
    // Its own port, loopback by default: never on the public one (decision 014).
    const metrics = await startMetricsListener(app.metrics, config.metrics);
    app.addHook('onClose', async () => metrics.close());
    app.log.info({ metrics: metrics.url }, 'metrics listening');
  }
  await app.listen(listenOptionsOf(config));
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

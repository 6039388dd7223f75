import { pino } from 'pino';
import { ConfigError, type GatewayConfig, loadGatewayConfig } from './config';
import { buildGateway } from './server';
import { stopGracefullyOnSignals } from '#common/graceful-shutdown';
import { listenOptionsOf } from '#common/listen-options';
import { startMetricsListener } from '#common/metrics/metrics-listener';

/** The one plain line `npm start` prints once the whole product answers. */
function readyLine(config: GatewayConfig): string {
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const origin = config.socketPath ? `unix:${config.socketPath}` : `http://${host}:${config.port}`;
  const parts = [`web app ${origin}`];
  if (config.playground) parts.push(`playground ${origin}/playground`);
  parts.push(`REST API ${new URL('/api', config.upstreamUrl).href}`);
  return `Creators Combat League is ready: ${parts.join(', ')}`;
}

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  const app = await buildGateway({
    config,
    logger,
    onUpstreamReady: () => process.stdout.write(`${readyLine(config)}\n`),
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
  app.log.info({ upstream: config.upstreamUrl.href }, 'gateway ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The gateway could not start:', error);
  process.exit(1);
});

import { pino } from 'pino';
import { ConfigError, loadGatewayConfig } from './config';
import { buildGateway } from './server';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  const app = await buildGateway({ config, logger });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ upstream: config.upstreamUrl.href }, 'gateway ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The gateway could not start:', error);
  process.exit(1);
});

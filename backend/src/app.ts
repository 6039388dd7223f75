import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { API_CONTENT_SECURITY_POLICY, securityHeaderDefaults } from '#common/security-headers';
import type { RoutesContext } from './http/app-context';
import type { BackendConfig } from './config';
import type { Db } from './db/db';
import { createAuthGuards } from './http/auth';
import { installClientAddress } from './http/client-address';
import { createRateLimits } from './http/auth-rate-limits';
import { installErrorHandlers } from './http/error-handler';
import { installJsonParser } from './http/json-body';
import { installBackendMetrics } from './http/metrics';
import { refuseInvalidText } from './http/text-input';
import { openApiOptions } from './http/openapi';
import { yupValidatorCompiler } from './http/validation';
import { createMailQueue } from './mail/mail-queue';
import { type Mailer, createMailer } from './mail/mailer';
import { createSigningKeysRepository } from './tokens/signing-keys-repository';
import { createTokenService, upkeepSigningKeys } from './tokens/token-service';
import { createUsersRepository } from './features/accounts/users-repository';
import { accountAdminRoutes } from './features/accounts/account-admin-routes';
import { accountRoutes } from './features/accounts/account-routes';
import { auditAdminRoutes } from './features/audit/audit-routes';
import { todayAdminRoutes } from './features/today/today-routes';
import { messageAdminRoutes } from './features/messages/message-routes';
import { contentAdminRoutes } from './features/content/content-admin-routes';
import { resultAdminRoutes } from './features/results/result-admin-routes';
import { scoringAdminRoutes } from './features/results/scoring-admin-routes';
import { tournamentAdminRoutes } from './features/tournaments/tournament-admin-routes';
import { matchAdminRoutes } from './features/matches/match-admin-routes';
import { matchRoutes } from './features/matches/match-routes';
import { walletAdminRoutes } from './features/wallet/wallet-admin-routes';
import { moneyControlAdminRoutes } from './features/money-control/money-control-routes';
import { contentRoutes } from './features/content/content-routes';
import { bookingRoutes } from './features/bookings/booking-routes';
import { bannerAdminRoutes } from './features/profile/banner-admin-routes';
import { profileRoutes } from './features/profile/profile-routes';
import { resultRoutes } from './features/results/result-routes';
import { teamRoutes } from './features/bookings/team-routes';
import { squadAdminRoutes, squadRoutes } from './features/squads/squad-routes';
import { tournamentRoutes } from './features/tournaments/tournament-routes';
import { walletRoutes } from './features/wallet/wallet-routes';
import { eventRoutes } from './features/live/event-routes';
import { type LiveRuntime, createLiveRuntime } from './features/live/live-runtime';
import { notificationRoutes } from './features/live/notification-routes';
import { PICTURE_MAX_BYTES } from './features/profile/picture-rules';
import { checkInAdminRoutes } from './features/check-in/check-in-admin-routes';
import { createCheckInAnnouncer } from './features/check-in/check-in-openings';
import { checkInRoutes } from './features/check-in/check-in-routes';
import { disputeAdminRoutes } from './features/disputes/dispute-admin-routes';
import { disputeRoutes } from './features/disputes/dispute-routes';
import { payeeAdminRoutes, payeeRoutes } from './features/payee/payee-routes';
import { prizePlanAdminRoutes } from './features/prize-plan/prize-plan-routes';
import { screenshotRoutes } from './features/profile/screenshot-routes';
import { statementAdminRoutes } from './features/statements/statement-admin-routes';
import { booksAdminRoutes } from './features/books/books-admin-routes';
import { booksRoutes } from './features/books/books-routes';
import { registrationAdminRoutes } from './features/tournaments/registration-routes';
import { recordsAdminRoutes } from './features/records/records-routes';
import { taxDetailsRoutes } from './features/tax/tax-details-routes';
import { withholdingAdminRoutes } from './features/tax/withholding-admin-routes';
import { complianceAdminRoutes, complianceRoutes } from './features/compliance/compliance-routes';
import { grievanceRoutes } from './features/grievances/grievance-routes';
import { grievanceAdminRoutes } from './features/grievances/grievance-admin-routes';
import { escrowAdminRoutes } from './features/escrow/escrow-routes';
import { type Services, createServices } from './services';

export interface BuildAppOptions {
  config: BackendConfig;
  db: Db;
  /** Tests pass a mailer that records; otherwise SMTP or the dev outbox per the config. */
  mailer?: Mailer;
  /** The process's logger (see createLogger); tests pass none and run silent. */
  logger?: FastifyBaseLogger;
  /** Now, for the services whose rules depend on time; tests pass a clock they control. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams and the room releaser of this app (tests reach the releaser here). */
    live: LiveRuntime;
  }
}

export const createLogger = (level: string): FastifyBaseLogger =>
  pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] });

/** JSON bodies are small forms; pictures have their own multipart limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

const featureRoutes = [
  accountRoutes,
  tournamentRoutes,
  matchRoutes,
  bookingRoutes,
  teamRoutes,
  squadRoutes,
  resultRoutes,
  walletRoutes,
  profileRoutes,
  contentRoutes,
  notificationRoutes,
  eventRoutes,
  checkInRoutes,
  disputeRoutes,
  screenshotRoutes,
  payeeRoutes,
  booksRoutes,
  taxDetailsRoutes,
  complianceRoutes,
  grievanceRoutes,
];

/** Organiser operations, mounted under /admin (so /api/admin/... and /admin/...). */
const adminFeatureRoutes = [
  accountAdminRoutes,
  tournamentAdminRoutes,
  matchAdminRoutes,
  resultAdminRoutes,
  scoringAdminRoutes,
  walletAdminRoutes,
  moneyControlAdminRoutes,
  contentAdminRoutes,
  auditAdminRoutes,
  todayAdminRoutes,
  squadAdminRoutes,
  bannerAdminRoutes,
  messageAdminRoutes,
  checkInAdminRoutes,
  disputeAdminRoutes,
  payeeAdminRoutes,
  statementAdminRoutes,
  prizePlanAdminRoutes,
  booksAdminRoutes,
  escrowAdminRoutes,
  recordsAdminRoutes,
  withholdingAdminRoutes,
  complianceAdminRoutes,
  registrationAdminRoutes,
  grievanceAdminRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Rate limits key on the client's IP, which behind a load balancer is in X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // The spec's client calls /api/points/getResultsByTournId&MatchId?..., a literal path.
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  });
  // First, so every route and the 404 handler are counted.
  installBackendMetrics(app, db);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(yupValidatorCompiler);
  installJsonParser(app);
  refuseInvalidText(app);
  installErrorHandlers(app);
  // Browser security headers on every answer, JSON, event streams and pictures (decision 022).
  await app.register(helmet, {
    ...securityHeaderDefaults(config.mode === 'production'),
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  installClientAddress(app, config.gatewaySharedSecret);
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, openApiOptions);

  const signingKeys = createSigningKeysRepository(db, config.signingKeySecret);
  await upkeepSigningKeys(signingKeys, config.tokenTtlHours);
  const tokens = await createTokenService(signingKeys, config.tokenTtlHours);
  const mailer = options.mailer ?? createMailer(config, app.log);
  const mailQueue = createMailQueue(mailer, app.log);
  const guards = createAuthGuards(createUsersRepository(db), tokens);
  const services = createServices({
    db,
    config,
    tokens,
    mailer,
    mailQueue,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const limits = createRateLimits(redis);
  const live = createLiveRuntime({ db, log: app.log, mailQueue });
  app.decorate('live', live);
  app.addHook('onReady', () => live.start());
  // Before the server stops accepting: an open event stream must not hold the stop.
  app.addHook('preClose', () => live.stop());
  app.addHook('onClose', () => live.mailsSent());
  app.addHook('onReady', async () => services.idempotency.startPruning(app.log));
  app.addHook('onClose', async () => services.idempotency.stopPruning());
  const checkInAnnouncer = createCheckInAnnouncer(
    () => services.checkIn.announceOpenings(),
    app.log,
  );
  app.addHook('onReady', async () => checkInAnnouncer.start());
  app.addHook('preClose', () => checkInAnnouncer.stop());
  const ctx: RoutesContext<Services> & { live: LiveRuntime } = {
    config,
    db,
    tokens,
    mailer,
    guards,
    services,
    limits,
    live,
  };

  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async () => tokens.jwks());
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // The spec's client calls the same API with and without the /api prefix; both answer.
  for (const prefix of ['/api', '']) {
    await app.register(
      async (scope) => {
        for (const routes of featureRoutes) routes(scope, ctx);
        await scope.register(
          async (admin) => {
            // Before validation: a visitor learns nothing about an organiser route's input.
            admin.addHook('preValidation', guards.requireAdmin);
            for (const routes of adminFeatureRoutes) routes(admin, ctx);
          },
          { prefix: '/admin' },
        );
      },
      { prefix },
    );
  }
  return app;
}

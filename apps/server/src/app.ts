import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_KEY_HEADER, negotiateLocale, SOURCE_LOCALE } from '@kingside/contract';
import type { AppConfig, AppContext } from './context.js';
import type { Database } from './db/connection.js';
import { errorHandler } from './http/error-handler.js';
import { requestLocale } from './http/request-locale.js';
import { redactingLogger } from './http/log-redaction.js';
import { unstorableText } from './http/unstorable-text.js';
import { securityHeaders } from './http/security-headers.js';
import { serveWebApp } from './http/web.js';
import { createMailer } from './integrations/mail/index.js';
import { paymentProviderFrom, type PaymentProvider } from './integrations/payments/index.js';
import { apiRoutes } from './routes/index.js';
import { systemClock, type Clock } from './services/core/clock.js';
import { words } from './services/core/languages/message.js';
import { learnLanguages, say } from './services/core/languages/say.js';
import { startLiveBus } from './services/core/live/bus.js';
import { startPayoutReconciler } from './services/payouts/reconcile.js';
import { startEntryFeeChecks } from './services/entry-fees/reconcile.js';
import { startTeamFeeChecks } from './services/team-registration/reconcile.js';
import { startTournamentPurger } from './services/privacy/purge.js';
import { startCheckInSchedule } from './services/check-in/schedule.js';
import { createPairingPool } from './services/core/pairing/pool.js';
import { createPdfPrinter } from './services/core/pdf/printer.js';
import { createPointsBeforeRoundCache } from './services/core/points-before-round.js';
import { createStandingsCache } from './services/core/standings/cache.js';
import { fastifyTrustProxy } from './trust-proxy.js';

export interface AppDeps {
  config: AppConfig;
  /** Open and migrated by the caller (main.ts, or test-support). */
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Instead of the one config.payments names (tests: Juspay at a fake's address). */
  payments?: PaymentProvider;
}

/** The whole HTTP application, not yet listening. Closing it closes the mailer, not the database. */
export async function buildApp({ config, database, clock = systemClock, logger = false, payments }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(logger),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Paths are matched as typed; /api/health/ is not /api/health.
    routerOptions: { ignoreTrailingSlash: false },
    // Requests Fastify refuses before routing (a malformed URL) get the same answer shape as the rest.
    frameworkErrors: (error, request, reply: FastifyReply) =>
      void reply.code(400).send({
        message: say(negotiateLocale(request.headers['accept-language']) ?? SOURCE_LOCALE, words('Bad request: {reason}', { reason: error.message })),
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await learnLanguages();
  app.decorateRequest('locale', 'en');
  // First of all, so that even a request refused before routing is answered in its reader's language.
  app.addHook('onRequest', requestLocale);
  // A JSON content type with no body (a bodiless POST from a client that always sets the header)
  // is no body, not an error; routes that need one still say so.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else void parseJson(request, text, (error, parsed) => (error ? done(error) : done(unstorableText(parsed, 'request body') ?? null, parsed)));
  });
  app.addHook('preValidation', async (request) => {
    const refused = unstorableText(request.query, 'query');
    if (refused) throw refused;
  });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, clock, log: app.log });
  const live = await startLiveBus(database, clock);
  const pairing = createPairingPool({
    timeLimitSeconds: config.pairingTimeLimitSeconds,
    warmThread: config.pairingWarmThread,
    onWarmUpFailed: (error) => app.log.warn({ err: error }, 'The pairing thread was not warmed up: rounds are paired all the same, the first one more slowly'),
  });
  const paymentProvider = payments ?? paymentProviderFrom({ payments: config.payments ?? { provider: 'sandbox' }, tokenSecret: config.tokenSecret }, clock);
  const standings = createStandingsCache(live);
  const ctx: AppContext = {
    database,
    db: database.db,
    clock,
    config,
    mailer,
    live,
    pairing,
    standings,
    pointsBefore: createPointsBeforeRoundCache(),
    pdfs: createPdfPrinter(live),
    payments: paymentProvider,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => live.close());
  // Checks pending payouts with the provider while the app runs; tests without a poll interval call reconcilePayouts themselves.
  if (config.payoutPollSeconds) {
    const reconciler = startPayoutReconciler(ctx, app.log);
    app.addHook('onClose', async () => reconciler.stop());
  }
  // The same for entry fees' and team fees' unsettled payments (a lost webhook, a payer who never came back).
  if (config.payoutPollSeconds) {
    const entryFeeChecks = startEntryFeeChecks(ctx, app.log);
    app.addHook('onClose', async () => entryFeeChecks.stop());
    const teamFeeChecks = startTeamFeeChecks(ctx, app.log);
    app.addHook('onClose', async () => teamFeeChecks.stop());
  }
  app.addHook('onClose', async () => pairing.close());
  app.addHook('onClose', async () => ctx.pdfs.close());
  // Deleted tournaments past their restore window, purged at start and every hour (tests call purgeDueTournaments).
  const purger = startTournamentPurger(ctx, app.log);
  app.addHook('onClose', async () => purger.stop());
  // Check-ins the round schedule opens and closes, and the reminders before they close (tests call runCheckInSchedule).
  const checkInSchedule = startCheckInSchedule(ctx, app.log);
  app.addHook('onClose', async () => checkInSchedule.stop());

  // API answers are compressed as they go (a 1,000-player standings answer shrinks about tenfold); brotli at a
  // middle quality, because the top one costs more CPU per request than it saves on the wire. The web app's
  // files come precompressed from the build (http/web.ts); the live stream is hijacked and never buffered here.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await securityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kingside API',
        version: '1',
        description:
          'Chess tournament management. Answers are `{message, data}`; failures `{message, field?}`. ' +
          'Signed-in calls carry `Authorization: Bearer <token>`; when the server sets APP_KEY every call ' +
          `except /api/health also carries the key in \`${APP_KEY_HEADER}\`.`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER },
        },
      },
      security: config.appKey ? [{ appKey: [] }] : [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes, { prefix: '/api' });
  await serveWebApp(app, config.webDist, config.appKey);
  return app;
}

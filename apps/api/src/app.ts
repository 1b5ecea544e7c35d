import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { IMAGE_MAX_BYTES } from '@tiketi/contract/constants';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance } from './app-types';
import { handleError } from './lib/error-handler';
import { logSerializers } from './lib/log-serializers';
import { registerSecurityHeaders, swaggerCsp } from './lib/security-headers';
import { isPageRequest, serveWeb } from './lib/serve-web';
import { registerLoadShedding } from './lib/shed-load';
import { rejectUnsafeText } from './lib/unsafe-text';
import { registerAccountRoutes } from './modules/accounts';
import { registerApiKeyRoutes } from './modules/api-keys';
import { createIdentityProvider, registerAttendeeSignInRoutes } from './modules/attendee-sign-in';
import { registerBookingRoutes } from './modules/bookings';
import { registerCatalogRoutes } from './modules/catalog';
import { registerCheckInRoutes } from './modules/check-in';
import { registerETicketRoutes } from './modules/e-tickets';
import { registerEmbedRoutes } from './modules/embed';
import { registerEventRoutes } from './modules/events';
import { registerHealthRoutes } from './modules/health';
import { registerDevMailboxRoutes } from './modules/mail';
import { registerMarketingRoutes } from './modules/marketing';
import { registerMediaRoutes } from './modules/media';
import { registerMetrics } from './modules/metrics';
import { registerOrderRoutes } from './modules/orders';
import { registerOrganizerEventRoutes } from './modules/organizer-events';
import { registerOrganizerPageRoutes } from './modules/organizers';
import { registerPaymentRoutes } from './modules/payments';
import { registerPromoCodeRoutes } from './modules/promo-codes';
import { registerQuestionRoutes } from './modules/questions';
import { registerSalesSettingsRoutes } from './modules/sales-settings';
import { registerTimeZoneRoutes } from './modules/time-zones';
import { registerWebhookRoutes } from './modules/webhooks';
import { createFirebaseTokenVerifier } from './providers/identity/firebase-token-verifier';

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application (API, media and web) without listening, for the server and tests. */
export async function buildApp({ deps, logger = false }: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    // Error lines never carry query parameters, emails or names (lib/log-serializers.ts).
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...logSerializers, ...logger.serializers } }
        : logger,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Requests arriving on connections already open when the server closes are still answered
    // (with Connection: close) rather than refused; idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>() as AppInstance;

  app.decorate('deps', deps);
  app.decorate('lifecycle', { draining: false, closing: false });
  app.decorate('queueWaits', []);
  // Once the port is closed, each keep-alive connection ends after its current request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.decorateRequest('actor', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', rejectUnsafeText);

  registerSecurityHeaders(app, deps.config);
  // Past what this instance serves, API calls answer 503 with Retry-After at once (issue 18).
  await registerLoadShedding(app, deps.config.shedding);
  // Issue 19: request metrics and GET /metrics, before the routes so that every one is measured.
  registerMetrics(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tiketi API',
        description:
          'Event ticketing and discovery. Every response is { status, message, status_description }.',
        version: '1.0.0',
      },
      // Organizer calls take a session (`auth` header) or, where marked, an organisation's API key (ADR-025).
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'auth',
            description: 'The session token from sign-in',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An organisation API key (tk_...): read keys call GET routes, write keys also change',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: swaggerCsp(deps.config),
  });
  // Uploads stream through these limits; nothing larger than one 10 MB image is ever held.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  registerHealthRoutes(app);
  registerAccountRoutes(app);
  registerApiKeyRoutes(app);
  registerAttendeeSignInRoutes(app, {
    identity: createIdentityProvider(app),
    firebase: deps.config.firebase ? createFirebaseTokenVerifier(deps.config.firebase) : null,
  });
  registerCatalogRoutes(app);
  registerEventRoutes(app);
  registerMarketingRoutes(app);
  registerOrganizerEventRoutes(app);
  registerOrganizerPageRoutes(app);
  registerPromoCodeRoutes(app);
  registerQuestionRoutes(app);
  registerSalesSettingsRoutes(app);
  registerTimeZoneRoutes(app);
  registerBookingRoutes(app);
  registerETicketRoutes(app);
  registerCheckInRoutes(app);
  registerPaymentRoutes(app);
  registerOrderRoutes(app);
  registerEmbedRoutes(app);
  registerWebhookRoutes(app);
  registerMediaRoutes(app, { storage: deps.storage });
  // Without SMTP, mail stays in the outbox and this page shows it (codes included) to whoever runs it.
  if (!deps.config.mail.smtpUrl) registerDevMailboxRoutes(app, { db: deps.db });

  const hasWeb = await serveWeb(app, deps.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isPageRequest(request.method, request.url, request.headers.accept)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ status: 404, message: null, status_description: 'Not found', code: 'NOT_FOUND' });
  });

  return app;
}

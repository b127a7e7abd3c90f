import { RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { answerHeaders } from './common/http/answer-headers';
import { Draining } from './common/lifecycle';
import { correlationIdFor } from './common/http/correlation-id';
import { addRawRoute, serverWithRawRoutes } from './common/http/raw-routes';
import { countIfAllowed, RATE_LIMIT_RULES, type RateLimitRules } from './common/rate-limit';
import { publicOrigin } from './common/http/public-origin';
import { staticJsonHandler, staticJsonPerOrigin } from './common/http/static-json';
import { ERROR_CATALOG, ERRORS_PAGE_PATH } from './common/errors';
import { unsafeInputHook } from './common/http/unsafe-input.hook';
import { bodyShapeHook } from './common/http/body-shape.hook';
import { useStrictJsonParser } from './common/http/strict-json';
import { createValidationPipe } from './common/http/validation.pipe';
import { poolOf } from './database/pool-of';
import { apiSecurityHeaders, securityHeaders } from './common/security/security-headers';
import { type AppConfig, type DatabaseConfig, loadAppConfig, type SessionConfig } from './config';
import { crossSiteHook, SessionUserRefresher } from './modules/auth';
import { RequestLogHook } from './modules/dashboard';
import { ActivityLogHook, LOG_POLL_PATH, LogPollRoute } from './modules/demo';
import { ApiRequestLogHook } from './modules/developer';
import { buildV1Document, withServer } from './modules/sandbox';
import { mountAuthorizationServer } from './modules/connect';
import { NewsFeedService } from './modules/news';
import { SessionIoAdapter } from './session/session-io.adapter';
import { registerSessions } from './session/sessions';
import { SDK_TARBALL_ROUTE, sdkTarballHandler } from './spa/sdk-tarball';
import { serveClient } from './spa/serve-client';

export const API_PREFIX = 'api';
/** The public, API-key door (SANDBOX.md): outside the `api` prefix. */
export const PUBLIC_API_PREFIX = '/v1/';
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Fastify rather than Express: the same Nest app answers several times as many requests
 * per second on the same CPU (the trading API is polled every second by every open demo).
 */
export function createHttpAdapter(appConfig: Pick<AppConfig, 'trustProxy'> = loadAppConfig()): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: appConfig.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: correlationIdFor,
    routerOptions: { ignoreTrailingSlash: true },
    // The demo's log poll is answered before Fastify when it can be: see LogPollRoute.
    serverFactory: serverWithRawRoutes,
  });
}

/** Everything the running app and the integration tests share, so tests exercise the real stack. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get(ConfigService);
  const appConfig = config.getOrThrow<AppConfig>('app');
  const fastify = app.getHttpAdapter().getInstance();

  // Security headers, X-Request-Id, Connection: close while draining; the raw log poll takes the same below.
  const headers = answerHeaders({ pages: securityHeaders(appConfig.publicUrl), api: apiSecurityHeaders(), draining: app.get(Draining) });
  fastify.addHook('onRequest', headers.onRequest);
  fastify.addHook('onSend', headers.onSend);
  // OAuth (BrokerBridge Connect) answers before the body is read and before the same-origin rules below.
  mountAuthorizationServer(app);
  // /v1 takes API keys, which a foreign page cannot make a browser send: no same-origin rules there.
  fastify.addHook('onRequest', crossSiteHook(appConfig.publicUrl, { except: PUBLIC_API_PREFIX }));
  useStrictJsonParser(app, BODY_LIMIT_BYTES);
  fastify.addHook('preValidation', unsafeInputHook);
  fastify.addHook('preValidation', bodyShapeHook(PUBLIC_API_PREFIX));
  fastify.addHook('onResponse', app.get(RequestLogHook).onResponse);
  fastify.addHook('onResponse', app.get(ActivityLogHook).onResponse);
  fastify.addHook('onSend', app.get(ApiRequestLogHook).onSend);
  fastify.addHook('onResponse', app.get(ApiRequestLogHook).onResponse);
  // One session store for HTTP and websockets, so a socket belongs to the visitor's session.
  const sessions = await registerSessions(app, config.getOrThrow<SessionConfig>('session'), poolOf(app.get(DataSource)), databaseUrlOf(config));
  app.useWebSocketAdapter(new SessionIoAdapter(app, sessions, appConfig.publicUrl));
  // After the session is read, before any guard looks at its user's role.
  fastify.addHook('preHandler', app.get(SessionUserRefresher).preHandler);
  const rateLimits = app.get<RateLimitRules>(RATE_LIMIT_RULES);
  const requestLog = app.get(RequestLogHook);
  addRawRoute(
    fastify.server,
    LOG_POLL_PATH,
    app.get(LogPollRoute).raw({
      readSession: sessions.readCached,
      countCall: (accountId) => countIfAllowed(rateLimits, 'trading', `account:${accountId}`),
      apiHeaders: headers.ofRaw,
      noteRequest: (method, route, statusCode, durationMs) => requestLog.note(method, route, statusCode, durationMs),
    }),
  );
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 'v1/{*rest}', method: RequestMethod.ALL },
      { path: 'v1', method: RequestMethod.ALL },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  // Nest also routes what fails before a handler runs (body parsing, hooks) through it.
  app.useGlobalFilters(new AllExceptionsFilter(appConfig.publicUrl));

  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(`${appConfig.productName} API`).setVersion('1.0').build());
  fastify.get(`/${API_PREFIX}/openapi.json`, staticJsonHandler(document));
  // Public: the SDK and the API reference page read it without a key. Its server is where it was fetched from.
  const v1Document = buildV1Document(app);
  const originOf = (request: FastifyRequest) => publicOrigin(request, appConfig.publicUrl);
  fastify.get(
    '/v1/openapi.json',
    staticJsonPerOrigin((origin) => withServer(v1Document, origin ?? '/'), originOf),
  );
  // Every error code with its status and meaning: what the errors page (each body's docUrl) renders.
  fastify.get('/v1/errors.json', staticJsonHandler({ page: ERRORS_PAGE_PATH, items: ERROR_CATALOG }));
  fastify.get(SDK_TARBALL_ROUTE, sdkTarballHandler(appConfig.sdkTarball));

  // The API's answers a prerendered page was drawn with (web/src/config/pageMeta.ts, `preload`):
  // the server sends that page's markup only while it still answers the same.
  const pageAnswers: Record<string, () => Promise<unknown>> = { [`/${API_PREFIX}/linkedin/posts`]: () => app.get(NewsFeedService).drawnAnswer() };
  await serveClient(app, appConfig.webDistDir, {
    serveSourceMaps: !appConfig.isProduction,
    publicUrl: appConfig.publicUrl,
    apiAnswer: (url) => (Object.hasOwn(pageAnswers, url) ? pageAnswers[url]() : Promise.reject(new Error(`No answer is known for ${url}`))),
  });
  return app;
}

function databaseUrlOf(config: ConfigService): string {
  const { url } = config.getOrThrow<DatabaseConfig>('database');
  if (!url) throw new Error('DATABASE_URL must be set before the app is configured (main.ts sets it for the embedded database)');
  return url;
}

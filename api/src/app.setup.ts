import type { INestApplication } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { correlationIdMiddleware } from './common/http/correlation-id.middleware';
import { createValidationPipe } from './common/http/validation.pipe';
import { contentSecurityPolicyDirectives } from './common/security/content-security-policy';
import type { AppConfig, SessionConfig } from './config';
import { SessionIoAdapter } from './session/session-io.adapter';
import { createSessionMiddleware } from './session/session.middleware';
import { serveClient } from './spa/serve-client';

export const API_PREFIX = 'api';

/** Everything the running app and the integration tests share, so tests exercise the real stack. */
export function configureApp(nestApp: INestApplication): INestApplication {
  const app = nestApp as NestExpressApplication;
  const config = app.get(ConfigService);
  const appConfig = config.getOrThrow<AppConfig>('app');

  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(correlationIdMiddleware);
  app.use(helmet({ contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicyDirectives } }));
  app.useBodyParser('json', { limit: '100kb' });
  // One session middleware for HTTP and websockets, so a socket belongs to the visitor's session.
  const sessionMiddleware = createSessionMiddleware(config.getOrThrow<SessionConfig>('session'), poolOf(app));
  app.use(sessionMiddleware);
  app.useWebSocketAdapter(new SessionIoAdapter(app, sessionMiddleware));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`${appConfig.productName} API`).setVersion('1.0').build(),
  );
  app.getHttpAdapter().getInstance().get(`/${API_PREFIX}/openapi.json`, (_req: Request, res: Response) => res.json(document));

  for (const handler of serveClient(appConfig.webDistDir)) app.use(handler);
  return app;
}

/** Sessions share TypeORM's connection pool instead of opening a second one. */
function poolOf(app: INestApplication): Pool {
  return (app.get(DataSource).driver as unknown as { master: Pool }).master;
}

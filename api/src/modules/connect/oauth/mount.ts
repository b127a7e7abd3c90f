import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthorizationServer, isAuthorizationServerPath } from './authorization-server';

/**
 * Hands /oauth/* and the RFC 8414 metadata to oidc-provider in an onRequest hook: before Fastify
 * reads the body (the provider parses its own form posts) and before the site's cross-site rule
 * (the token endpoint is called by other origins' servers and apps). Call it before those hooks.
 */
export function mountAuthorizationServer(app: NestFastifyApplication): void {
  const server = app.get(AuthorizationServer);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!isAuthorizationServerPath(request.url)) return;
      reply.hijack();
      await server.handle(request, reply);
    });
}

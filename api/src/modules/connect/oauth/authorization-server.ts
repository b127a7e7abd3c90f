import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { loadConnectConfig, OAUTH_PATH } from '../connect.config';
import { ArtifactStore } from './artifact-store';
import type { Provider } from './oidc-provider';
import { LeasedRateLimiter } from '../../../common/rate-limit/leased-rate-limiter';
import type { RateLimitConfig } from '../../../config';
import { AppsByClientId } from '../apps/apps-by-client-id';
import { createProvider } from './provider.factory';
import { TokenRateLimit } from './token-rate-limit';

const WELL_KNOWN = '/.well-known/oauth-authorization-server';

/** Whether Fastify hands this request to the authorization server (before body parsing and the site's cross-site rule). */
export function isAuthorizationServerPath(url: string): boolean {
  return url.startsWith(`${OAUTH_PATH}/`) || url === WELL_KNOWN || url.startsWith(`${WELL_KNOWN}/`) || url.startsWith(`${WELL_KNOWN}?`);
}

/**
 * The oidc-provider instance, mounted under /oauth as a Node (req, res) handler. RFC 8414
 * metadata is served at /.well-known/oauth-authorization-server and at the same path followed
 * by the issuer's path (§3), both answered by the provider's own discovery document.
 */
@Injectable()
export class AuthorizationServer {
  private readonly config = loadConnectConfig();
  private provider: Provider | undefined;
  private readonly tokenLimit: TokenRateLimit;

  constructor(
    private readonly store: ArtifactStore,
    private readonly dataSource: DataSource,
    private readonly apps: AppsByClientId,
    config: ConfigService,
  ) {
    const perMinute = config.getOrThrow<RateLimitConfig>('rateLimit').oauthTokenPerMinute;
    this.tokenLimit = new TokenRateLimit(new LeasedRateLimiter((sql, params) => dataSource.query(sql, params), perMinute));
  }

  /** The provider; without a configured issuer, the first request's origin makes it (development only). */
  providerFor(request: Pick<FastifyRequest, 'protocol' | 'host'>): Provider {
    this.provider ??= createProvider(
      this.config.issuer ?? `${request.protocol}://${request.host}${OAUTH_PATH}`,
      this.config,
      this.store,
      this.dataSource,
      (clientId) => this.apps.find(clientId),
    );
    return this.provider;
  }

  /** The token endpoint's rate limit first (a 429 is answered here), then the provider. */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (TokenRateLimit.applies(request) && !(await this.tokenLimit.admit(request, reply))) return;
    return this.serve(request, reply.raw);
  }

  private serve(request: FastifyRequest, res: ServerResponse): Promise<void> {
    const provider = this.providerFor(request);
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const url = req.url ?? '/';
    const [path, query = ''] = url.split(/\?(.*)/s, 2);
    const inner = path.startsWith(WELL_KNOWN) ? `/.well-known/openid-configuration${query ? `?${query}` : ''}` : url.slice(OAUTH_PATH.length) || '/';
    req.originalUrl = `${OAUTH_PATH}${inner}`;
    req.url = inner;
    const done = new Promise<void>((resolve) => {
      res.once('finish', resolve);
      res.once('close', resolve);
    });
    void provider.callback()(req, res);
    return done;
  }
}

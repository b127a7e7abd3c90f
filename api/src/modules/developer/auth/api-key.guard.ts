import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppAuthGuard } from '../../../common/passport/app-auth-guard';
import type { LeasedRateLimiter } from '../../../common/rate-limit/leased-rate-limiter';
import { ApiRateLimitedException, InsufficientScopeException, InvalidApiKeyException, InvalidKeysRateLimitedException } from '../developer.errors';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';
import type { Scope } from '../scopes';
import { API_KEY_STRATEGY, ApiKeyStrategy } from './api-key.strategy';
import { API_RATE_LIMITER, keyBucket, rateHeaders } from './api-rate-limit';
import { SCOPE_KEY } from './scope.metadata';

/**
 * The /v1 door: `AuthGuard('api-key')` (ApiKeyStrategy, the key in the Authorization header),
 * then the key's rate limit (X-RateLimit-* on every answer), then the route's scope. The
 * principal lands on `request.apiKey`.
 *
 * Connect's access tokens (../shared/CONNECT.md) come through the same strategy: a token shaped
 * like Connect's is handed to the strategy Connect put in OtherBearerTokens (the developer module
 * cannot inject the connect module's, which imports it). The rate limit and scope checks below
 * apply over either principal.
 * See docs/decisions/authentication-with-passport-strategies.md.
 */
@Injectable()
export class ApiKeyGuard extends AppAuthGuard(API_KEY_STRATEGY) {
  private readonly scopes = new WeakMap<object, Scope>();

  constructor(
    keys: ApiKeyStrategy,
    @Inject(API_RATE_LIMITER) private readonly limiter: LeasedRateLimiter,
  ) {
    super({ [API_KEY_STRATEGY]: keys }, { property: 'apiKey' });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const principal = context.switchToHttp().getRequest<FastifyRequest>().apiKey!;
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const rate = await this.limiter.take(keyBucket(principal.keyId));
    rateHeaders(reply, rate);
    if (!rate.allowed) throw new ApiRateLimitedException(rate.limit);
    const scope = this.scopeOf(context);
    if (!principal.scopes.has(scope)) throw new InsufficientScopeException(scope);
    return true;
  }

  /** The strategy's answer: its principal, or its error (a throttled address gets Retry-After). */
  override handleRequest<TUser = ApiKeyPrincipal>(error: unknown, principal: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error instanceof InvalidKeysRateLimitedException) context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', error.retryAfter);
    if (error) throw error;
    if (!principal) throw new InvalidApiKeyException();
    return principal;
  }

  private scopeOf(context: ExecutionContext): Scope {
    const handler = context.getHandler();
    let scope = this.scopes.get(handler);
    if (!scope) {
      scope = Reflect.getMetadata(SCOPE_KEY, handler) as Scope | undefined;
      if (!scope) throw new Error(`${context.getClass().name}.${handler.name} has no @RequireScope`);
      this.scopes.set(handler, scope);
    }
    return scope;
  }
}

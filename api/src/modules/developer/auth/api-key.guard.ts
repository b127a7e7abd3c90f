import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRateLimitedException, InsufficientScopeException, InvalidApiKeyException } from '../developer.errors';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';
import type { Scope } from '../scopes';
import { API_KEY_STRATEGY, ApiKeyStrategy } from './api-key.strategy';
import type { LeasedRateLimiter } from '../../../common/rate-limit/leased-rate-limiter';
import { SCOPE_KEY } from './scope.metadata';

/** The /v1 key limit: one leased limiter, counted per key across every instance. */
export const API_RATE_LIMITER = Symbol('API_RATE_LIMITER');

/**
 * Authenticates the call with the API-key strategy, counts it against the key's rate limit
 * (X-RateLimit-* on every answer), then checks the route's scope. Passport is driven here
 * rather than through @nestjs/passport's AuthGuard, which only knows the global Passport.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly scopes = new WeakMap<object, Scope>();

  constructor(
    private readonly strategy: ApiKeyStrategy,
    @Inject(API_RATE_LIMITER) private readonly limiter: LeasedRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const principal = await this.authenticate(request, reply);
    request.apiKey = principal;
    const rate = await this.limiter.take(`key:${principal.keyId}`);
    reply.header('X-RateLimit-Limit', rate.limit).header('X-RateLimit-Remaining', rate.remaining).header('X-RateLimit-Reset', rate.resetSeconds);
    if (!rate.allowed) {
      reply.header('Retry-After', rate.resetSeconds);
      throw new ApiRateLimitedException(rate.limit);
    }
    const scope = this.scopeOf(context);
    if (!principal.scopes.has(scope)) throw new InsufficientScopeException(scope);
    return true;
  }

  private authenticate(request: FastifyRequest, reply: FastifyReply): Promise<ApiKeyPrincipal> {
    return new Promise((resolve, reject) => {
      const authenticate = this.strategy
        .getPassportInstance()
        .authenticate(API_KEY_STRATEGY, { session: false }, (error: unknown, principal: ApiKeyPrincipal | false) => {
          if (error) reject(error);
          else if (!principal) reject(new InvalidApiKeyException());
          else resolve(principal);
        });
      authenticate(request as never, reply as never, reject);
    });
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

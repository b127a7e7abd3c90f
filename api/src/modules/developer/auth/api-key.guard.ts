import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRateLimitedException, InsufficientScopeException, InvalidApiKeyException } from '../developer.errors';
import { ApiKeyService } from '../keys/api-key.service';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';
import type { Scope } from '../scopes';
import { bearerToken } from './bearer-token';
import { ApiRateLimiter } from './api-rate-limiter';
import { rateHeaders } from './heavy-calls';
import { SCOPE_KEY } from './scope.metadata';

/**
 * Authenticates the call by the key in its Authorization header (see bearerToken), counts it
 * against the key's rate limit (X-RateLimit-* on every answer), then checks the route's scope.
 * No Passport: see docs/decisions/authentication-without-passport.md.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly scopes = new WeakMap<object, Scope>();

  constructor(
    private readonly keys: ApiKeyService,
    @Inject(ApiRateLimiter) private readonly limiter: ApiRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const principal = await this.authenticate(request);
    request.apiKey = principal;
    const rate = await this.limiter.take(principal.keyId);
    rateHeaders(reply, rate);
    if (!rate.allowed) throw new ApiRateLimitedException(rate.limit);
    const scope = this.scopeOf(context);
    if (!principal.scopes.has(scope)) throw new InsufficientScopeException(scope);
    return true;
  }

  private async authenticate(request: FastifyRequest): Promise<ApiKeyPrincipal> {
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await this.keys.authenticate(token) : null;
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

import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../../common/rate-limit';
import type { LeasedRateLimiter } from '../../../common/rate-limit/leased-rate-limiter';
import { ApiRateLimitedException, InsufficientScopeException, InvalidApiKeyException, InvalidKeysRateLimitedException } from '../developer.errors';
import { ApiKeyService } from '../keys/api-key.service';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';
import type { Scope } from '../scopes';
import { API_RATE_LIMITER, keyBucket, rateHeaders } from './api-rate-limit';
import { bearerToken } from './bearer-token';
import { InvalidKeyThrottle } from './invalid-key-throttle';
import { OtherBearerTokens } from './other-bearer-tokens';
import { SCOPE_KEY } from './scope.metadata';

/**
 * Authenticates the call by the key in its Authorization header (see bearerToken), counts it
 * against the key's rate limit (X-RateLimit-* on every answer), then checks the route's scope.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly scopes = new WeakMap<object, Scope>();

  constructor(
    private readonly keys: ApiKeyService,
    @Inject(API_RATE_LIMITER) private readonly limiter: LeasedRateLimiter,
    @Inject(InvalidKeyThrottle) private readonly invalidKeys: InvalidKeyThrottle,
    private readonly others: OtherBearerTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const principal = await this.authenticate(request, reply);
    request.apiKey = principal;
    const rate = await this.limiter.take(keyBucket(principal.keyId));
    rateHeaders(reply, rate);
    if (!rate.allowed) throw new ApiRateLimitedException(rate.limit);
    const scope = this.scopeOf(context);
    if (!principal.scopes.has(scope)) throw new InsufficientScopeException(scope);
    return true;
  }

  /**
   * The key's principal, or a 401. Invalid keys count against the client's address (see
   * InvalidKeyThrottle): past its allowance a 429, and while this instance knows the address is
   * blocked, only keys it has in memory are checked (a guess costs no query).
   */
  private async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<ApiKeyPrincipal> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new InvalidApiKeyException();
    if (this.others.strategy?.recognizes(token)) return this.others.strategy.authenticate(token, request);
    const address = clientAddressKey(request.ip);
    const blockedFor = this.invalidKeys.blockedFor(address);
    const principal = await this.keys.authenticate(token, blockedFor !== null);
    if (principal) return principal;
    const rate = blockedFor === null ? await this.invalidKeys.failed(address) : { allowed: false, resetSeconds: blockedFor };
    if (rate.allowed) throw new InvalidApiKeyException();
    reply.header('Retry-After', rate.resetSeconds);
    throw new InvalidKeysRateLimitedException();
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

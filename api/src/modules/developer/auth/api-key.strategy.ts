import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy as CustomStrategy } from 'passport-custom';
import { appStrategyPassport } from '../../../common/passport/app-auth-guard';
import { clientAddressKey } from '../../../common/rate-limit';
import { InvalidApiKeyException, InvalidKeysRateLimitedException } from '../developer.errors';
import { ApiKeyService } from '../keys/api-key.service';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';
import { bearerToken } from './bearer-token';
import { InvalidKeyThrottle } from './invalid-key-throttle';
import { OtherBearerTokens } from './other-bearer-tokens';

/** The Passport name of the /v1 API-key strategy (see ApiKeyGuard). */
export const API_KEY_STRATEGY = 'api-key';

/**
 * A /v1 call's API key, read from its Authorization header only (bearerToken: never from
 * `?access_token=` or a body field, as passport-http-bearer would), checked against the key
 * cache (ApiKeyService: no query per call once a key is known). passport-custom, so the
 * reading of the key stays ours.
 *
 * Invalid keys count against the client's address (see InvalidKeyThrottle): past its allowance
 * a 429, and while this instance knows the address is blocked, only keys it has in memory are
 * checked (a guess costs no query).
 *
 * A token shaped like another module's (a Connect access token, see OtherBearerTokens) is that
 * module's to answer: the slot lets Connect plug in without this module importing it.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(CustomStrategy, API_KEY_STRATEGY) {
  constructor(
    private readonly keys: ApiKeyService,
    @Inject(InvalidKeyThrottle) private readonly invalidKeys: InvalidKeyThrottle,
    private readonly others: OtherBearerTokens,
  ) {
    super();
  }

  async validate(request: FastifyRequest): Promise<ApiKeyPrincipal> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new InvalidApiKeyException();
    if (this.others.strategy?.recognizes(token)) return this.others.strategy.authenticate(token, request);
    const address = clientAddressKey(request.ip);
    const blockedFor = this.invalidKeys.blockedFor(address);
    const principal = await this.keys.authenticate(token, blockedFor !== null);
    if (principal) return principal;
    const rate = blockedFor === null ? await this.invalidKeys.failed(address) : { allowed: false, resetSeconds: blockedFor };
    if (rate.allowed) throw new InvalidApiKeyException();
    throw new InvalidKeysRateLimitedException(rate.resetSeconds);
  }

  /** This app's strategy stays out of the global passport: see AppAuthGuard. */
  getPassportInstance() {
    return appStrategyPassport();
  }
}

import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { InvalidApiKeyException } from '../developer.errors';
import { ApiKeyService } from '../keys/api-key.service';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';

export const API_KEY_STRATEGY = 'api-key';

/**
 * Each strategy object registers with a Passport of its own, not the global singleton, which
 * keeps the strategy of whichever app registered last (tests run two apps in one process: each
 * must check keys against its own cache). A WeakMap, since this runs inside super().
 */
type PassportInstance = InstanceType<typeof Passport>;
const passports = new WeakMap<object, PassportInstance>();

/** `Authorization: Bearer bb_test_...` → the key's principal (passport-http-bearer). */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(BearerStrategy, API_KEY_STRATEGY) {
  constructor(private readonly keys: ApiKeyService) {
    super();
  }

  async validate(token: string): Promise<ApiKeyPrincipal> {
    const principal = await this.keys.authenticate(token);
    if (!principal) throw new InvalidApiKeyException();
    return principal;
  }

  getPassportInstance(): PassportInstance {
    let passport = passports.get(this);
    if (!passport) passports.set(this, (passport = new Passport()));
    return passport;
  }
}

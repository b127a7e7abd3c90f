import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyPrincipal } from '../keys/api-key-principal';

/** A second kind of bearer token on /v1 (an OAuth access token of BrokerBridge Connect): it answers its own 401s. */
export interface BearerStrategy {
  /** Whether the token is shaped like this strategy's; any other goes the API-key way (and its invalid-key throttle). */
  recognizes(token: string): boolean;
  authenticate(token: string, request: FastifyRequest): Promise<ApiKeyPrincipal>;
}

/**
 * Where another module plugs a bearer strategy in beside API keys, without this module importing
 * it: the key guard asks it for any token it recognizes.
 */
@Injectable()
export class OtherBearerTokens {
  strategy: BearerStrategy | undefined;

  use(strategy: BearerStrategy): void {
    this.strategy = strategy;
  }
}

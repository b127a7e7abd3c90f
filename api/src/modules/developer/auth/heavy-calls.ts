import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LeasedRateLimiter } from '../../../common/rate-limit/leased-rate-limiter';
import { ApiRateLimitedException } from '../developer.errors';
import { API_RATE_LIMITER, keyBucket, rateHeaders } from './api-rate-limit';

/**
 * A /v1 call that costs the server more than one call weighs more against its key's rate limit:
 * the API-key guard counted it once, and the handler counts the rest here once it knows how
 * heavy it is (a clock move, by how far it goes), before doing the work. A 429 if the minute has
 * no room left for it.
 */
@Injectable()
export class HeavyCalls {
  constructor(@Inject(API_RATE_LIMITER) private readonly limiter: LeasedRateLimiter) {}

  async charge(request: FastifyRequest, reply: FastifyReply, calls: number): Promise<void> {
    if (calls <= 1 || !request.apiKey) return;
    const rate = await this.limiter.take(keyBucket(request.apiKey.keyId), calls - 1);
    rateHeaders(reply, rate);
    if (!rate.allowed) throw new ApiRateLimitedException(rate.limit);
  }
}

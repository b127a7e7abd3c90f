import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiRateLimitedException } from '../developer.errors';
import { ApiRateLimiter, RateDecision } from './api-rate-limiter';

/** The X-RateLimit-* headers of a decision; Retry-After too when it refused. */
export function rateHeaders(reply: FastifyReply, rate: RateDecision): void {
  reply.header('X-RateLimit-Limit', rate.limit).header('X-RateLimit-Remaining', rate.remaining).header('X-RateLimit-Reset', rate.resetSeconds);
  if (!rate.allowed) reply.header('Retry-After', rate.resetSeconds);
}

/**
 * A /v1 call that costs the server more than one call weighs more against its key's rate limit:
 * the API-key guard counted it once, and the handler counts the rest here once it knows how
 * heavy it is (a clock move, by how far it goes), before doing the work. A 429 if the minute has
 * no room left for it.
 */
@Injectable()
export class HeavyCalls {
  constructor(@Inject(ApiRateLimiter) private readonly limiter: ApiRateLimiter) {}

  async charge(request: FastifyRequest, reply: FastifyReply, calls: number): Promise<void> {
    if (calls <= 1 || !request.apiKey) return;
    const rate = await this.limiter.take(request.apiKey.keyId, calls - 1);
    rateHeaders(reply, rate);
    if (!rate.allowed) throw new ApiRateLimitedException(rate.limit);
  }
}

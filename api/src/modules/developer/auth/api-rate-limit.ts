import type { FastifyReply } from 'fastify';
import type { RateDecision } from '../../../common/rate-limit/leased-rate-limiter';

/** The /v1 key limit: one leased limiter, counted per key across every instance. */
export const API_RATE_LIMITER = Symbol('API_RATE_LIMITER');

/** The bucket a key's calls are counted in. */
export const keyBucket = (keyId: string) => `key:${keyId}`;

/** The X-RateLimit-* headers of a decision; Retry-After too when it refused. */
export function rateHeaders(reply: FastifyReply, rate: RateDecision): void {
  reply.header('X-RateLimit-Limit', rate.limit).header('X-RateLimit-Remaining', rate.remaining).header('X-RateLimit-Reset', rate.resetSeconds);
  if (!rate.allowed) reply.header('Retry-After', rate.resetSeconds);
}

import { createHash } from 'node:crypto';
import type { ApiRateLimiter, RateDecision } from './api-rate-limiter';

/** The rate window's row id of an address's invalid keys: a UUID-shaped digest, apart from every key's own id. */
function windowIdOf(address: string): string {
  const h = createHash('sha256').update(`invalid-api-key:${address}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Invalid API keys per client address (an IPv6 /64) and minute, counted once across instances
 * with the keys' own limiter (leases from Postgres, so most failures cost no query). Once an
 * address has spent its minute, this instance refuses its unknown keys without reading them.
 */
export class InvalidKeyThrottle {
  constructor(private readonly limiter: ApiRateLimiter) {}

  /** Seconds until the address may present unknown keys again, when this instance knows it is blocked; null otherwise. */
  blockedFor(address: string): number | null {
    return this.limiter.knownExhausted(windowIdOf(address));
  }

  /** Counts one invalid key from the address; not allowed once its minute's allowance is spent. */
  failed(address: string): Promise<RateDecision> {
    return this.limiter.take(windowIdOf(address));
  }
}

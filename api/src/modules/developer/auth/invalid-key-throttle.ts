import type { LeasedRateLimiter, RateDecision } from '../../../common/rate-limit/leased-rate-limiter';

/** The shared bucket of an address's invalid keys, apart from every key's own. */
const bucketOf = (address: string) => `invalid-api-key:${address}`;

/**
 * Invalid API keys per client address (an IPv6 /64) and minute, counted once across instances
 * with a leased limiter (leases from Postgres, so most failures cost no query). Once an
 * address has spent its minute, this instance refuses its unknown keys without reading them.
 */
export class InvalidKeyThrottle {
  constructor(private readonly limiter: LeasedRateLimiter) {}

  /** Seconds until the address may present unknown keys again, when this instance knows it is blocked; null otherwise. */
  blockedFor(address: string): number | null {
    return this.limiter.knownExhausted(bucketOf(address));
  }

  /** Counts one invalid key from the address; not allowed once its minute's allowance is spent. */
  failed(address: string): Promise<RateDecision> {
    return this.limiter.take(bucketOf(address));
  }
}

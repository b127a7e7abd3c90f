import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { clientAddressKey } from './client-address';
import { LeasedRateLimiter, type LeaseQuery } from './leased-rate-limiter';
import type { RateLimitName } from './rate-limit.decorator';

interface RateLimitRule {
  /** Counts the rule's calls once across instances, per bucket (`<name>:<tracker>`). */
  limiter: LeasedRateLimiter;
  /** Whom a request counts against. */
  trackerOf(request: FastifyRequest): string;
  /** Appended to the header names (`X-RateLimit-Limit${suffix}`, `Retry-After${suffix}`). */
  headerSuffix: string;
}

export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
export const RATE_LIMIT_RULES = Symbol('RATE_LIMIT_RULES');

export function rateLimitRules(config: RateLimitConfig, query: LeaseQuery): RateLimitRules {
  const limiter = (limit: number) => new LeasedRateLimiter(query, limit);
  return {
    // Every public form endpoint shares one allowance per address.
    public: { limiter: limiter(config.publicPerMinute), headerSuffix: '-public', trackerOf: (r) => clientAddressKey(r.ip) },
    // One allowance per demo account across every trading route, under the header names trading
    // clients expect: X-RateLimit-Limit/Remaining/Reset and Retry-After. A call without an
    // account (no cookie, or none kept) counts against its address, never against a fresh id.
    trading: {
      limiter: limiter(config.tradingPerMinute),
      headerSuffix: '',
      trackerOf: (r) => {
        // The trading module keeps the account id in the session (declared in its trading-session.ts).
        const accountId = (r.session as { tradingAccountId?: string } | null)?.tradingAccountId;
        return accountId ? `account:${accountId}` : `address:${clientAddressKey(r.ip)}`;
      },
    },
    // Starting the demo opens an account: a few per address and minute is plenty for people.
    demo: { limiter: limiter(config.demoAccountsPerMinute), headerSuffix: '-demo', trackerOf: (r) => clientAddressKey(r.ip) },
  };
}

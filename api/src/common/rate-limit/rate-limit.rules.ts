import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { clientAddressKey } from './client-address';
import type { RateLimitName } from './rate-limit.decorator';

interface RateLimitRule {
  limit: number;
  windowMs: number;
  /** Whom a request counts against. */
  trackerOf(request: FastifyRequest): string;
  /** Appended to the header names (`X-RateLimit-Limit${suffix}`, `Retry-After${suffix}`). */
  headerSuffix: string;
}

export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
export const RATE_LIMIT_RULES = Symbol('RATE_LIMIT_RULES');

const MINUTE_MS = 60_000;

export function rateLimitRules(config: RateLimitConfig): RateLimitRules {
  return {
    // Every public form endpoint shares one allowance per address.
    public: { limit: config.publicPerMinute, windowMs: MINUTE_MS, headerSuffix: '-public', trackerOf: (r) => clientAddressKey(r.ip) },
    // One allowance per demo account across every trading route, under the header names trading
    // clients expect: X-RateLimit-Limit/Remaining/Reset and Retry-After. A call without an
    // account (no cookie, or none kept) counts against its address, never against a fresh id.
    trading: {
      limit: config.tradingPerMinute,
      windowMs: MINUTE_MS,
      headerSuffix: '',
      trackerOf: (r) => {
        // The trading module keeps the account id in the session (declared in its trading-session.ts).
        const accountId = (r.session as { tradingAccountId?: string } | null)?.tradingAccountId;
        return accountId ? `account:${accountId}` : `address:${clientAddressKey(r.ip)}`;
      },
    },
    // Starting the demo opens an account: a few per address and minute is plenty for people.
    demo: { limit: config.demoAccountsPerMinute, windowMs: MINUTE_MS, headerSuffix: '-demo', trackerOf: (r) => clientAddressKey(r.ip) },
  };
}

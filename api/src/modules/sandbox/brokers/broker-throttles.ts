import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LeasedRateLimiter, type RateDecision } from '../../../common/rate-limit/leased-rate-limiter';

/** Which of a broker's limits a bucket counts; each account has its own bucket per rule. */
export type ThrottleRule = 'rateLimitPerMinute' | 'orderWritesPerMinute';

const BUCKET_PREFIX: Record<ThrottleRule, string> = { rateLimitPerMinute: 'broker-calls', orderWritesPerMinute: 'broker-order-writes' };

/**
 * The brokers' own limits per account, counted once across every instance by the leased limiter
 * every other limit uses (docs/decisions/shared-rate-limit-leases.md). A limiter holds one limit,
 * so there is one per figure a profile names, made when first needed.
 */
@Injectable()
export class BrokerThrottles {
  private readonly limiters = new Map<number, LeasedRateLimiter>();

  constructor(private readonly dataSource: DataSource) {}

  take(rule: ThrottleRule, accountId: string, limit: number): Promise<RateDecision> | RateDecision {
    const limiter = this.limiterFor(limit);
    const bucket = `${BUCKET_PREFIX[rule]}:${accountId}`;
    return limiter.decideNow(bucket) ?? limiter.take(bucket);
  }

  private limiterFor(limit: number): LeasedRateLimiter {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      limiter = new LeasedRateLimiter((sql, params) => this.dataSource.query(sql, params), limit);
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }
}

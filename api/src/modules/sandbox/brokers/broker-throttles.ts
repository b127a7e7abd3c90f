import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { LeasedRateLimiter, type RateDecision } from '../../../common/rate-limit/leased-rate-limiter';
import type { BrokerProfile } from '../../simulator';
import { OrderWritesThrottledException } from './brokers.errors';

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

  /**
   * An order write (a place the broker takes, a cancel) against the broker's per-account throttle
   * (capabilities.orderWritesPerMinute, harborline's 10): a 429 with Retry-After past it. Charged
   * once the request is valid and the broker takes it, before anything is written.
   */
  async chargeOrderWrite(reply: FastifyReply, broker: BrokerProfile, accountId: string): Promise<void> {
    const limit = broker.capabilities.orderWritesPerMinute;
    if (limit === null) return;
    const rate = await this.take('orderWritesPerMinute', accountId, limit);
    if (rate.allowed) return;
    reply.header('Retry-After', rate.resetSeconds);
    throw new OrderWritesThrottledException(broker, limit);
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

import { Module, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { RateLimitConfig } from '../../config';
import { FixedWindowCounter } from './fixed-window.counter';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_RULES, rateLimitRules } from './rate-limit.rules';

/** The named limits (`@RateLimit('public' | 'trading')`), enforced by one global guard. */
@Module({
  providers: [
    { provide: FixedWindowCounter, useFactory: () => new FixedWindowCounter() },
    {
      provide: RATE_LIMIT_RULES,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => rateLimitRules(config.getOrThrow<RateLimitConfig>('rateLimit')),
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class RateLimitModule implements OnModuleDestroy {
  constructor(private readonly counter: FixedWindowCounter) {}

  onModuleDestroy(): void {
    this.counter.close();
  }
}

import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_RULES, rateLimitRules } from './rate-limit.rules';
import { RateWindowsJob } from './rate-windows.job';

/** The named limits (`@RateLimit('public' | 'trading' | 'demo')`), enforced by one global guard, counted once across instances. */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_RULES,
      inject: [ConfigService, DataSource],
      useFactory: (config: ConfigService, dataSource: DataSource) =>
        rateLimitRules(config.getOrThrow<RateLimitConfig>('rateLimit'), (sql, params) => dataSource.query(sql, params)),
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    RateWindowsJob,
  ],
})
export class RateLimitModule {}

import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeyService } from './api-key.service';
import { ApiKeyStrategy } from './api-key.strategy';
import { ApiRateLimiter } from './api-rate-limiter';
import { RateWindowsJob } from './rate-windows.job';

/**
 * API keys as the /v1 routes check them (`@RequireScope`): the passport strategy, the per-key
 * rate limit and the key store the developer console manages. Shared like the other guards.
 */
@Module({
  providers: [
    ApiKeyService,
    ApiKeyStrategy,
    ApiKeyGuard,
    {
      provide: ApiRateLimiter,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new ApiRateLimiter((sql, params) => dataSource.query(sql, params), config.getOrThrow<RateLimitConfig>('rateLimit').apiPerMinute),
    },
    RateWindowsJob,
  ],
  exports: [ApiKeyService, ApiKeyStrategy, ApiKeyGuard, ApiRateLimiter],
})
export class ApiKeysModule {}

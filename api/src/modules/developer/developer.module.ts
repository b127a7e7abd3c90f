import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { LeasedRateLimiter } from '../../common/rate-limit/leased-rate-limiter';
import { API_RATE_LIMITER, ApiKeyGuard } from './auth/api-key.guard';
import { ApiKeyStrategy } from './auth/api-key.strategy';
import { DeveloperController } from './developer.controller';
import { ApiKeyService } from './keys/api-key.service';
import { ApiRequestLogHook } from './requests/api-request-log.hook';
import { ApiRequestLogReader } from './requests/api-request-log.reader';
import { ApiRequestLogWriter } from './requests/api-request-log.writer';

/** API keys (made in the console, checked on /v1), their rate limit and the /v1 request log. */
@Module({
  controllers: [DeveloperController],
  providers: [
    ApiKeyService,
    ApiKeyStrategy,
    ApiKeyGuard,
    {
      provide: API_RATE_LIMITER,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new LeasedRateLimiter((sql, params) => dataSource.query(sql, params), config.getOrThrow<RateLimitConfig>('rateLimit').apiPerMinute),
    },
    ApiRequestLogWriter,
    ApiRequestLogHook,
    ApiRequestLogReader,
  ],
  exports: [ApiKeyService, ApiKeyStrategy, ApiKeyGuard, API_RATE_LIMITER, ApiRequestLogHook],
})
export class DeveloperModule {}

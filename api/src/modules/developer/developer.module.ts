import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { ApiKeyGuard } from './auth/api-key.guard';
import { ApiRateLimiter } from './auth/api-rate-limiter';
import { DeveloperController } from './developer.controller';
import { ApiKeyService } from './keys/api-key.service';
import { ApiRequestLogHook } from './requests/api-request-log.hook';
import { ApiRequestLogReader } from './requests/api-request-log.reader';
import { ApiRequestLogWriter } from './requests/api-request-log.writer';
import { RateWindowsJob } from './auth/rate-windows.job';
import { HeavyCalls } from './auth/heavy-calls';
import { InvalidKeyThrottle } from './auth/invalid-key-throttle';

/** API keys (made in the console, checked on /v1), their rate limit and the /v1 request log. */
@Module({
  controllers: [DeveloperController],
  providers: [
    ApiKeyService,
    ApiKeyGuard,
    {
      provide: InvalidKeyThrottle,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new InvalidKeyThrottle(
          new ApiRateLimiter((sql, params) => dataSource.query(sql, params), config.getOrThrow<RateLimitConfig>('rateLimit').apiInvalidKeysPerMinute),
        ),
    },
    {
      provide: ApiRateLimiter,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new ApiRateLimiter((sql, params) => dataSource.query(sql, params), config.getOrThrow<RateLimitConfig>('rateLimit').apiPerMinute),
    },
    ApiRequestLogWriter,
    ApiRequestLogHook,
    ApiRequestLogReader,
    RateWindowsJob,
    HeavyCalls,
  ],
  exports: [ApiKeyService, ApiKeyGuard, ApiRateLimiter, InvalidKeyThrottle, ApiRequestLogHook, HeavyCalls],
})
export class DeveloperModule {}

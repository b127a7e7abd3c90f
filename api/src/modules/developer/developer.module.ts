import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { LeasedRateLimiter } from '../../common/rate-limit/leased-rate-limiter';
import { ApiKeyGuard } from './auth/api-key.guard';
import { ApiKeyStrategy } from './auth/api-key.strategy';
import { API_RATE_LIMITER } from './auth/api-rate-limit';
import { HeavyCalls } from './auth/heavy-calls';
import { InvalidKeyThrottle } from './auth/invalid-key-throttle';
import { OtherBearerTokens } from './auth/other-bearer-tokens';
import { DeveloperController } from './developer.controller';
import { ApiKeyService } from './keys/api-key.service';
import { ApiRequestLogHook } from './requests/api-request-log.hook';
import { ApiRequestLogReader } from './requests/api-request-log.reader';
import { ApiRequestLogWriter } from './requests/api-request-log.writer';

const leasedLimiter = (dataSource: DataSource, limit: number) => new LeasedRateLimiter((sql, params) => dataSource.query(sql, params), limit);

/** API keys (made in the console, checked on /v1), their rate limit and the /v1 request log. */
@Module({
  controllers: [DeveloperController],
  providers: [
    ApiKeyService,
    ApiKeyStrategy,
    ApiKeyGuard,
    {
      provide: InvalidKeyThrottle,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) =>
        new InvalidKeyThrottle(leasedLimiter(dataSource, config.getOrThrow<RateLimitConfig>('rateLimit').apiInvalidKeysPerMinute)),
    },
    {
      provide: API_RATE_LIMITER,
      inject: [DataSource, ConfigService],
      useFactory: (dataSource: DataSource, config: ConfigService) => leasedLimiter(dataSource, config.getOrThrow<RateLimitConfig>('rateLimit').apiPerMinute),
    },
    ApiRequestLogWriter,
    ApiRequestLogHook,
    ApiRequestLogReader,
    HeavyCalls,
    OtherBearerTokens,
  ],
  exports: [ApiKeyService, ApiKeyStrategy, ApiKeyGuard, API_RATE_LIMITER, InvalidKeyThrottle, ApiRequestLogHook, HeavyCalls, OtherBearerTokens],
})
export class DeveloperModule {}

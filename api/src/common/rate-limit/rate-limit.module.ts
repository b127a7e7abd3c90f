import { ExecutionContext, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config';
import { RATE_LIMIT_KEY, RateLimitName } from './rate-limit.decorator';
import { RateLimitGuard } from './rate-limit.guard';
import { FixedWindowThrottlerStorage } from './fixed-window.storage';

const MINUTE_MS = 60_000;

function optedIn(context: ExecutionContext, name: RateLimitName): boolean {
  const names: RateLimitName[] | undefined =
    Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass());
  return names?.includes(name) ?? false;
}

/** Per-session key for limits that follow a visitor's account rather than their address. */
function sessionTracker(req: Record<string, unknown>): string {
  const request = req as unknown as FastifyRequest;
  return request.session?.sessionId ?? request.ip;
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const limits = config.getOrThrow<RateLimitConfig>('rateLimit');
        return {
          storage: new FixedWindowThrottlerStorage(),
          throttlers: [
            { name: 'public', ttl: MINUTE_MS, limit: limits.publicPerMinute, skipIf: (ctx) => !optedIn(ctx, 'public') },
            {
              name: 'trading',
              ttl: MINUTE_MS,
              limit: limits.tradingPerMinute,
              skipIf: (ctx) => !optedIn(ctx, 'trading'),
              getTracker: sessionTracker,
              // One allowance per visitor across every trading route (the default key is per route).
              generateKey: (_ctx, tracker, name) => `${name}:${tracker}`,
            },
          ],
        };
      },
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}

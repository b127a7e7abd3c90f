import { registerAs } from '@nestjs/config';
import { IsInt, Max, Min } from 'class-validator';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

class RateLimitEnv {
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  readonly RATE_LIMIT_PUBLIC_PER_MINUTE: number = 10;

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  readonly RATE_LIMIT_TRADING_PER_MINUTE: number = 600;

  /** Demo accounts one address may open per minute (each is a $100,000 account in the database). */
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  readonly RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: number = 10;

  /** /v1 calls per API key and minute, counted once across every instance. */
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  readonly RATE_LIMIT_API_PER_MINUTE: number = 600;

  /** Invalid API keys one address may present per minute, across every instance: then 429 (key guessing). */
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  readonly RATE_LIMIT_API_INVALID_KEYS_PER_MINUTE: number = 60;

  /** Calls to the OAuth token endpoint (/oauth/token) one address may make per minute, across every instance: then 429 with Retry-After. */
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  readonly RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE: number = 300;
}

function loadRateLimitConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(RateLimitEnv, env);
  return {
    publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    tradingPerMinute: e.RATE_LIMIT_TRADING_PER_MINUTE,
    demoAccountsPerMinute: e.RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE,
    apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
    apiInvalidKeysPerMinute: e.RATE_LIMIT_API_INVALID_KEYS_PER_MINUTE,
    oauthTokenPerMinute: e.RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE,
  };
}

export type RateLimitConfig = ReturnType<typeof loadRateLimitConfig>;
export const rateLimitConfig = registerAs('rateLimit', () => loadRateLimitConfig());

import { registerAs } from '@nestjs/config';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ToBoolean, ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

/** Outbound webhook delivery: the one place a user makes our server call an address of their choice. */
class WebhooksEnv {
  @IsOptional() @IsString() readonly NODE_ENV?: string;

  /**
   * Whether endpoints may resolve to private, loopback, link-local or metadata addresses.
   * Unset: refused in production, allowed elsewhere (a receiver on localhost while developing).
   */
  @IsOptional() @ToBoolean() @IsBoolean() readonly WEBHOOK_ALLOW_PRIVATE_ADDRESSES?: boolean;

  @ToInt() @IsInt() @Min(100) @Max(60_000) readonly WEBHOOK_TIMEOUT_MS: number = 15_000;

  /** How often each instance looks for due deliveries (a local event wakes it at once). */
  @ToInt() @IsInt() @Min(10) @Max(60_000) readonly WEBHOOK_POLL_MS: number = 1000;

  /** Requests in flight per instance. */
  @ToInt() @IsInt() @Min(1) @Max(256) readonly WEBHOOK_CONCURRENCY: number = 16;
}

export function loadWebhooksConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(WebhooksEnv, env);
  return {
    allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? e.NODE_ENV !== 'production',
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    pollMs: e.WEBHOOK_POLL_MS,
    concurrency: e.WEBHOOK_CONCURRENCY,
  };
}

export type WebhooksConfig = ReturnType<typeof loadWebhooksConfig>;
export const webhooksConfig = registerAs('webhooks', () => loadWebhooksConfig());

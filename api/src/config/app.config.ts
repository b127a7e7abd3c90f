import { registerAs } from '@nestjs/config';
import type { LogLevel } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

class AppEnv {
  @IsIn(['development', 'production', 'test'])
  readonly NODE_ENV: string = 'development';

  @ToInt()
  @IsInt()
  @Min(0)
  @Max(65535)
  readonly PORT: number = 3000;

  @IsString()
  readonly HOST: string = '0.0.0.0';

  @IsOptional()
  @IsString()
  readonly WEB_DIST_DIR?: string;

  @IsOptional()
  @IsString()
  readonly PUBLIC_URL?: string;

  /** The packed SDK served at /sdk/brokerbridge-sdk.tgz (`npm run build` writes it). */
  @IsOptional()
  @IsString()
  readonly SDK_TARBALL_PATH?: string;

  /** Unset: no forwarded header is believed. A hop count, or the proxies' addresses/CIDRs. */
  @IsOptional()
  @Matches(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
    message: 'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
  })
  readonly TRUST_PROXY?: string;

  /** `debug` adds Nest's start-up lines (every module and route); `warn` keeps only problems. */
  @IsIn(['fatal', 'error', 'warn', 'log', 'debug', 'verbose'])
  readonly LOG_LEVEL: LogLevel = 'log';
}

/**
 * Fastify's `trustProxy`: false (the default) ignores X-Forwarded-*, so a client cannot pick
 * the address that rate limits and stored leads see; behind a known proxy, the number of hops
 * to trust or the proxies' own addresses.
 */
function trustProxyOf(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isIP(entry.split('/')[0]));
  if (bad) throw new Error(`Invalid environment configuration:\n  TRUST_PROXY: "${bad}" is not an address or CIDR range`);
  return entries;
}

const PRODUCT_NAME = 'BrokerBridge';

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(AppEnv, env);
  return {
    productName: PRODUCT_NAME,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    webDistDir: resolve(e.WEB_DIST_DIR ?? 'web/dist'),
    sdkTarball: resolve(e.SDK_TARBALL_PATH ?? 'dist/sdk/brokerbridge-sdk.tgz'),
    publicUrl: e.PUBLIC_URL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
  };
}

export type AppConfig = ReturnType<typeof loadAppConfig>;
export const appConfig = registerAs('app', () => loadAppConfig());

import { registerAs } from '@nestjs/config';
import type { LogLevel } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

/** proxy-addr's names for address ranges: 127.0.0.1/8 and ::1; 169.254.0.0/16 and fe80::/10; the private ranges and fc00::/7. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORM =
  'TRUST_PROXY must name the proxies in front of the app: a comma-separated list of addresses, CIDR ranges, or loopback, linklocal, uniquelocal (e.g. TRUST_PROXY=loopback for a proxy on the same host)';

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

  /** Unset: no forwarded header is believed. Else the proxies: addresses, CIDR ranges or proxy-addr's names. */
  @IsOptional()
  @Matches(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, { message: TRUST_PROXY_FORM })
  readonly TRUST_PROXY?: string;

  /** `debug` adds Nest's start-up lines (every module and route); `warn` keeps only problems. */
  @IsIn(['fatal', 'error', 'warn', 'log', 'debug', 'verbose'])
  readonly LOG_LEVEL: LogLevel = 'log';
}

/**
 * Fastify's `trustProxy`: false (the default) ignores X-Forwarded-*, so a client cannot pick
 * the address that rate limits and stored leads see; behind known proxies, their addresses. A
 * hop count is refused (docs/decisions/trust-proxy-names-its-proxies.md): it believes the header
 * from whoever reaches the app directly, and Fastify 5.12 reads one as trusting no proxy at all,
 * which would put every client behind the balancer under one address's limits.
 */
function trustProxyOf(value: string | undefined): false | string[] {
  if (value === undefined) return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^\d+$/.test(entry))) {
    throw new Error(`Invalid environment configuration:\n  TRUST_PROXY: "${value}" is a hop count, which is no longer taken. ${TRUST_PROXY_FORM}`);
  }
  const bad = entries.find((entry) => !PROXY_NAMES.has(entry) && !isIP(entry.split('/')[0]));
  if (bad) throw new Error(`Invalid environment configuration:\n  TRUST_PROXY: "${bad}" is not an address, CIDR range or proxy name. ${TRUST_PROXY_FORM}`);
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

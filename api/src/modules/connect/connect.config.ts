import { IsInt, IsOptional, IsUrl, Max, Min } from 'class-validator';
import { createHmac } from 'node:crypto';
import { ToInt } from '../../config/env-transforms';
import { validateEnv } from '../../config/validate-env';
import { loadAppConfig, loadSessionConfig } from '../../config';

class ConnectEnv {
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false }, { message: 'CONNECT_ISSUER must be an http(s) URL, e.g. https://brokerbridge.example/oauth' })
  readonly CONNECT_ISSUER?: string;

  @ToInt()
  @IsInt()
  @Min(60)
  @Max(86_400)
  readonly CONNECT_ACCESS_TOKEN_SECONDS: number = 900;

  @ToInt()
  @IsInt()
  @Min(3600)
  @Max(31_536_000)
  readonly CONNECT_REFRESH_TOKEN_SECONDS: number = 30 * 86_400;
}

/**
 * The authorization server's settings. Its cookie and ticket keys derive from SESSION_SECRET, so
 * they share its production refusals and are the same on every instance. The issuer is
 * CONNECT_ISSUER, else PUBLIC_URL + /oauth, else (development) the origin of the first request.
 */
export function loadConnectConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(ConnectEnv, env);
  const { publicUrl, trustProxy } = loadAppConfig(env);
  const secret = loadSessionConfig(env).secret;
  const derive = (purpose: string) => createHmac('sha256', secret).update(`connect:${purpose}`).digest('base64url');
  return {
    issuer: e.CONNECT_ISSUER ?? (publicUrl ? `${publicUrl.replace(/\/$/, '')}${OAUTH_PATH}` : undefined),
    accessTokenSeconds: e.CONNECT_ACCESS_TOKEN_SECONDS,
    refreshTokenSeconds: e.CONNECT_REFRESH_TOKEN_SECONDS,
    cookieKeys: [derive('cookies')],
    ticketKey: derive('tickets'),
    behindProxy: trustProxy !== false,
  };
}

export type ConnectConfig = ReturnType<typeof loadConnectConfig>;
export const OAUTH_PATH = '/oauth';
/** A code lives at most this long (CONNECT.md). */
export const CODE_SECONDS = 60;

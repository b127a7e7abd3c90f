import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

class SessionEnv {
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  readonly SESSION_SECRET?: string;

  @ToInt()
  @IsInt()
  @Min(60)
  @Max(60 * 60 * 24 * 365)
  readonly SESSION_MAX_AGE_SECONDS: number = 60 * 60 * 24 * 7;

  /** However active, a session ends this long after sign-in (or after the demo opened it). */
  @ToInt()
  @IsInt()
  @Min(60)
  @Max(60 * 60 * 24 * 365)
  readonly SESSION_ABSOLUTE_MAX_AGE_SECONDS: number = 60 * 60 * 24 * 30;

  @IsString()
  readonly NODE_ENV: string = 'development';
}

// Only for development and tests; production refuses to start without SESSION_SECRET.
const DEVELOPMENT_SECRET = 'brokerbridge-development-session-secret-not-for-production';
/** Secrets printed in public files (docker-compose.yml's old example): anyone could sign cookies with them. */
const PUBLIC_SECRETS = [DEVELOPMENT_SECRET, 'change-me-to-a-long-random-string-of-32-chars'];

export function loadSessionConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(SessionEnv, env);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) {
    throw new Error('Invalid environment configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if (isProduction && PUBLIC_SECRETS.includes(e.SESSION_SECRET!)) {
    throw new Error(
      'Refusing to start in production with a published example SESSION_SECRET: set it to a long random secret of your own (e.g. openssl rand -hex 32).',
    );
  }
  return {
    secret: e.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    maxAgeMs: e.SESSION_MAX_AGE_SECONDS * 1000,
    absoluteMaxAgeMs: Math.max(e.SESSION_ABSOLUTE_MAX_AGE_SECONDS, e.SESSION_MAX_AGE_SECONDS) * 1000,
    secureCookie: isProduction,
    cookieName: 'bb.sid',
  };
}

export type SessionConfig = ReturnType<typeof loadSessionConfig>;
export const sessionConfig = registerAs('session', () => loadSessionConfig());

import { registerAs } from '@nestjs/config';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ToBoolean, ToInt } from './env-transforms';
import { DEFAULT_ADMIN_PASSWORD, NEW_PASSWORD_MIN_LENGTH, NO_CONTROL_CHARACTERS, PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH } from './password-rules';
import { validateEnv } from './validate-env';

class AuthEnv {
  @IsString()
  @MinLength(3)
  @MaxLength(50)
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'ADMIN_USERNAME may use letters, digits, dot, dash and underscore' })
  readonly ADMIN_USERNAME: string = 'admin';

  @IsString()
  @MinLength(NEW_PASSWORD_MIN_LENGTH)
  @MaxLength(128)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'ADMIN_PASSWORD may not contain control characters' })
  readonly ADMIN_PASSWORD: string = DEFAULT_ADMIN_PASSWORD;

  // Defaults to "on" except in production, decided below once NODE_ENV is known.
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  readonly LOGIN_HINT_ENABLED?: boolean;

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(1000)
  readonly RATE_LIMIT_LOGIN_FAILURES: number = 5;

  /** Failed sign-ins from one address (an IPv6 /64) across all usernames, per 15 minutes. */
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(100_000)
  readonly RATE_LIMIT_LOGIN_ADDRESS_FAILURES: number = 20;

  @IsString()
  readonly NODE_ENV: string = 'development';
}

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(AuthEnv, env);
  if (e.NODE_ENV === 'production' && (e.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD || e.ADMIN_PASSWORD.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH)) {
    throw new Error(
      `Refusing to start in production with the default admin password or one shorter than ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters: set ADMIN_PASSWORD to a long secret of your own.`,
    );
  }
  return {
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    loginHintEnabled: e.LOGIN_HINT_ENABLED ?? e.NODE_ENV !== 'production',
    loginFailuresPerWindow: e.RATE_LIMIT_LOGIN_FAILURES,
    loginFailuresPerAddress: e.RATE_LIMIT_LOGIN_ADDRESS_FAILURES,
  };
}

export type AuthConfig = ReturnType<typeof loadAuthConfig>;
export const authConfig = registerAs('auth', () => loadAuthConfig());

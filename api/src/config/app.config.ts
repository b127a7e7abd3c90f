import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
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
}

export const PRODUCT_NAME = 'BrokerBridge';

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(AppEnv, env);
  return {
    productName: PRODUCT_NAME,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    webDistDir: resolve(e.WEB_DIST_DIR ?? 'web/dist'),
    publicUrl: e.PUBLIC_URL,
  };
}

export type AppConfig = ReturnType<typeof loadAppConfig>;
export const appConfig = registerAs('app', () => loadAppConfig());

import { registerAs } from '@nestjs/config';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, NotContains } from 'class-validator';
import { resolve } from 'node:path';
import { ToBoolean, ToInt } from './env-transforms';
import { validateEnv } from './validate-env';

class DatabaseEnv {
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
  readonly DATABASE_URL?: string;

  @ToBoolean()
  @IsBoolean()
  readonly MIGRATIONS_RUN: boolean = true;

  @ToBoolean()
  @IsBoolean()
  readonly DATABASE_LOGGING: boolean = false;

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(200)
  readonly DATABASE_POOL_SIZE: number = 10;

  @IsString()
  readonly DATABASE_EMBEDDED_DIR: string = '.data/postgres';

  @ToInt()
  @IsInt()
  @Min(1)
  @Max(65535)
  readonly DATABASE_EMBEDDED_PORT: number = 54329;

  @IsOptional()
  @Matches(/^\s*([a-z_][a-z0-9_.]*=\S+\s*)*$/i, {
    message: 'DATABASE_EMBEDDED_SETTINGS must be name=value pairs separated by spaces, e.g. "work_mem=16MB shared_preload_libraries=pg_stat_statements"',
  })
  // The app learns that the server is ready from its output, which a logging collector takes away.
  @NotContains('logging_collector', {
    message: "DATABASE_EMBEDDED_SETTINGS cannot set logging_collector: the app reads from the server's output that it is ready",
  })
  readonly DATABASE_EMBEDDED_SETTINGS?: string;
}

/** `name=value name=value` as the server's run-time parameters. */
function embeddedSettings(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = validateEnv(DatabaseEnv, env);
  return {
    url: e.DATABASE_URL,
    migrationsRun: e.MIGRATIONS_RUN,
    logging: e.DATABASE_LOGGING,
    poolSize: e.DATABASE_POOL_SIZE,
    embedded: { dir: resolve(e.DATABASE_EMBEDDED_DIR), port: e.DATABASE_EMBEDDED_PORT, settings: embeddedSettings(e.DATABASE_EMBEDDED_SETTINGS) },
  };
}

export type DatabaseConfig = ReturnType<typeof loadDatabaseConfig>;
export const databaseConfig = registerAs('database', () => loadDatabaseConfig());

import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

type EnvClass<T> = new () => T;

/**
 * Parses one concern's slice of the environment into a typed, validated object.
 * Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
 */
export function validateEnv<T extends object>(schema: EnvClass<T>, env: NodeJS.ProcessEnv = process.env): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = plainToInstance(schema, present, { enableImplicitConversion: false, exposeDefaultValues: true });
  const errors = validateSync(parsed, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const details = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${details}`);
  }
  return parsed;
}

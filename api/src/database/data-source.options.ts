import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SqlOnlyLogger } from './sql-only.logger';

// The same relative layout holds in the sources and in dist/, so one glob serves both.
const API_SRC = join(__dirname, '..');
const MIGRATIONS = join(__dirname, '..', '..', '..', 'migrations');

/**
 * The one description of our database connection, shared by the app, the migration CLI
 * and the tests. Schema changes only through migrations: never `synchronize`.
 */
export function buildDataSourceOptions(config: Pick<DatabaseConfig, 'logging' | 'poolSize'>, url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(API_SRC, 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(MIGRATIONS, '[0-9]*-*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Never the parameters: they carry personal data (see SqlOnlyLogger).
    logging: config.logging ? ['query', 'error', 'warn'] : ['error', 'warn'],
    logger: new SqlOnlyLogger(config.logging),
    // While the database is down or restarting, a request waits at most this long for a connection.
    extra: { max: config.poolSize, connectionTimeoutMillis: 5000 },
  };
}

import { DataSource, DataSourceOptions } from 'typeorm';

// An arbitrary constant: every instance that starts at once waits its turn to migrate.
const MIGRATION_LOCK_ID = 7_214_410_001;

/** Applies pending migrations, one instance at a time, and returns their names. */
export async function runMigrations(options: DataSourceOptions): Promise<string[]> {
  // Two connections: one holds the lock, the other runs the migrations.
  const dataSource = new DataSource({ ...options, extra: { max: 2 } } as DataSourceOptions);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

/** Whether the schema lags behind the code; the app refuses to start on such a database. */
export async function hasPendingMigrations(options: DataSourceOptions): Promise<boolean> {
  const dataSource = new DataSource({ ...options, extra: { max: 1 } } as DataSourceOptions);
  await dataSource.initialize();
  try {
    return await dataSource.showMigrations();
  } finally {
    await dataSource.destroy();
  }
}

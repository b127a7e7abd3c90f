import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadDatabaseConfig } from '../config/database.config';
import { buildDataSourceOptions } from './data-source.options';
import { EmbeddedDatabase, embeddedUrl, startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './run-migrations';

const USAGE = 'usage: npm run migration:<run|revert|show|generate> [-- <Name>]';

async function isReachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The same database `npm start` uses: DATABASE_URL, or the embedded one (started here if it is not running). */
async function resolveDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const config = loadDatabaseConfig();
  if (config.url) return { url: config.url };
  const url = embeddedUrl(config.embedded.port, 'brokerbridge');
  if (await isReachable(url)) return { url };
  return startEmbeddedPostgres(config.embedded).then((embedded) => ({ url: embedded.url, embedded }));
}

async function withDataSource<T>(url: string, work: (ds: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource(buildDataSourceOptions(loadDatabaseConfig(), url));
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function show(dataSource: DataSource): Promise<void> {
  const [{ exists }] = await dataSource.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS exists`);
  const executed = new Set<string>(exists ? (await dataSource.query('SELECT name FROM migrations')).map((r: { name: string }) => r.name) : []);
  const timestampOf = (name = '') => Number(/(\d+)$/.exec(name)?.[1] ?? 0);
  const byTimestamp = [...dataSource.migrations].sort((a, b) => timestampOf(a.name) - timestampOf(b.name));
  for (const migration of byTimestamp) {
    console.log(`${executed.has(migration.name ?? '') ? '[X]' : '[ ]'} ${migration.name}`);
  }
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const [command, name] = process.argv.slice(2);
  const { url, embedded } = await resolveDatabase();
  try {
    switch (command) {
      case 'migration:run': {
        const applied = await runMigrations(buildDataSourceOptions(loadDatabaseConfig(), url));
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations');
        break;
      }
      case 'migration:revert':
        await withDataSource(url, (ds) => ds.undoLastMigration({ transaction: 'each' }));
        console.log('Reverted the last migration');
        break;
      case 'migration:show':
        await withDataSource(url, show);
        break;
      case 'migration:generate': {
        if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error(`Give the migration a PascalCase name. ${USAGE}`);
        const result = spawnSync(
          'npx',
          ['typeorm-ts-node-commonjs', 'migration:generate', `migrations/${name}`, '-d', 'migrations/data-source.ts', '--pretty'],
          { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, TS_NODE_TRANSPILE_ONLY: 'true' } },
        );
        process.exitCode = result.status ?? 1;
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

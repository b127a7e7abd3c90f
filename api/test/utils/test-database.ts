import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadDatabaseConfig } from '../../src/config/database.config';
import { buildDataSourceOptions } from '../../src/database/data-source.options';
import { runMigrations } from '../../src/database/run-migrations';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the API tests through jest (globalSetup starts Postgres)');
  return url;
}

/** Creates an empty, fully migrated database for one test file and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `bbtest_${process.env.TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  await runMigrations(buildDataSourceOptions(loadDatabaseConfig({}), url.toString()));
  return url.toString();
}

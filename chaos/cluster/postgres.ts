import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadDatabaseConfig } from '../../api/src/config/database.config';
import { buildDataSourceOptions } from '../../api/src/database/data-source.options';
import { startEmbeddedPostgres } from '../../api/src/database/embedded-postgres';
import { runMigrations } from '../../api/src/database/run-migrations';

export interface ChaosDatabase {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A migrated database of the run's own: a new one on the server in CHAOS_DATABASE_URL, else an
 * embedded Postgres in a temporary folder (three instances hold ~80 connections: a shared
 * server's max_connections is not the suite's to use up).
 */
export async function startDatabase(log: (line: string) => void): Promise<ChaosDatabase> {
  const server = process.env.CHAOS_DATABASE_URL;
  if (server) {
    const name = `chaos_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    await runMigrations(buildDataSourceOptions(loadDatabaseConfig({}), url.toString()));
    log(`database ${name} on CHAOS_DATABASE_URL`);
    return { url: url.toString(), stop: async () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'brokerbridge-chaos-'));
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'chaos' });
  await runMigrations(buildDataSourceOptions(loadDatabaseConfig({}), db.url));
  log(`embedded Postgres in ${db.dataDir}`);
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The connection URL an instance uses: its name in pg_stat_activity, so its connections (and its locks) can be told apart. */
export function urlFor(url: string, applicationName: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', applicationName);
  return u.toString();
}

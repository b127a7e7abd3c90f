import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Integration tests run against real Postgres: the server in DATABASE_URL when it is set,
 * otherwise an embedded one started here for this run. Each test file then gets a fresh
 * database of its own on that server (see test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.TEST_RUN_ID = `${Date.now().toString(36)}${process.pid}`;
  if (process.env.DATABASE_URL) {
    const admin = new URL(process.env.DATABASE_URL);
    admin.pathname = '/postgres';
    process.env.TEST_DATABASE_ADMIN_URL = admin.toString();
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'brokerbridge-test-pg-'));
  const embedded = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'postgres' });
  process.env.TEST_DATABASE_ADMIN_URL = embedded.adminUrl;
  (globalThis as Record<string, unknown>).__EMBEDDED_TEST_DB__ = { embedded, dir };
}

import { rmSync } from 'node:fs';
import { Client } from 'pg';
import type { EmbeddedDatabase } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__EMBEDDED_TEST_DB__ as { embedded: EmbeddedDatabase; dir: string } | undefined;
  if (state) {
    await state.embedded.stop();
    rmSync(state.dir, { recursive: true, force: true });
    return;
  }
  // On a shared server, drop what this run created.
  const client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`bbtest_${process.env.TEST_RUN_ID}_%`]);
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

import { Client } from 'pg';

/** Runs a query on the embedded database of the app under test. */
export async function queryAppDatabase<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT}/brokerbridge` });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** TypeORM's own pg pool, so other Postgres users (sessions, NOTIFY) share its connections. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

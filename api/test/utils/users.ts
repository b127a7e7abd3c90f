import type { DataSource } from 'typeorm';

/** A registered user straight in the table, for tests that do not sign in through the site. */
export async function insertUser(dataSource: DataSource, username: string): Promise<number> {
  const [row] = await dataSource.query(`INSERT INTO users (username, password_hash) VALUES ($1, 'not-a-hash') RETURNING id`, [username]);
  return row.id as number;
}

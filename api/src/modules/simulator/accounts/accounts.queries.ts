import type { Queryable } from '../../../database/queryable';
import type { AccountRow } from '../simulator.rows';

export async function markAccountActive(db: Queryable, accountId: string): Promise<void> {
  await db.query('UPDATE demo_accounts SET last_active_at = now() WHERE id = $1', [accountId]);
}

/**
 * Deletes up to `limit` accounts idle since `cutoff` among those `where` picks (SQL over the
 * table's columns, from code, never from input) and returns their ids; what they own goes by cascade.
 */
export async function deleteIdleAccounts(db: Queryable, cutoff: Date, where: string, limit: number): Promise<string[]> {
  // TypeORM answers a DELETE ... RETURNING with [rows, count].
  const [rows] = await db.query<[Pick<AccountRow, 'id'>[], number]>(
    `DELETE FROM demo_accounts WHERE id IN (SELECT id FROM demo_accounts WHERE last_active_at < $1 AND (${where}) LIMIT $2) RETURNING id`,
    [cutoff, limit],
  );
  return rows.map((r) => r.id);
}

/** The sessions whose demo is one of these accounts. */
export async function deleteSessionsOfAccounts(db: Queryable, accountIds: string[]): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE sess->>'tradingAccountId' = ANY($1::text[])`, [accountIds]);
}

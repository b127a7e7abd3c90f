import type { Queryable } from '../../../database/queryable';
import type { OwnedAccountRow } from '../simulator.rows';
import { pageAfter, PageQuery } from './cursor-page';

// Accounts a developer owns (owner_user_id); a session's demo account has no owner. Opening and
// resetting one is the ledger's (ledger.queries.ts).

const ACCOUNT_COLUMNS = 'id, label, seed, cash, realized_pnl, created_at, broker';

/** A page of a cursor-paged list (see pageAfter). */
export type Page = Pick<PageQuery, 'limit' | 'after'>;

/** `only`: the accounts a Connect access token may see, the only ones listed. */
export function ownedAccountsPage(db: Queryable, userId: number, page: Page, only?: readonly string[]): Promise<OwnedAccountRow[]> {
  return pageAfter(db, {
    select: `SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts`,
    table: 'demo_accounts',
    where: only ? 'owner_user_id = $1 AND id = ANY($2::uuid[])' : 'owner_user_id = $1',
    params: only ? [userId, only] : [userId],
    ...page,
  });
}

export async function ownedAccount(db: Queryable, userId: number, accountId: string): Promise<OwnedAccountRow | undefined> {
  const [row] = await db.query<OwnedAccountRow[]>(`SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts WHERE id = $1 AND owner_user_id = $2`, [accountId, userId]);
  return row;
}

/** Until the transaction ends, the developer's accounts are counted and opened by it alone (the quota holds under races). */
export async function lockOwnedAccounts(db: Queryable, userId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['developer:accounts', userId]);
}

export async function countOwnedAccounts(db: Queryable, userId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM demo_accounts WHERE owner_user_id = $1', [userId]);
  return n;
}

/** Whose the account is: null for a session's demo account, undefined when there is none. */
export async function accountOwner(db: Queryable, accountId: string): Promise<number | null | undefined> {
  const [row] = await db.query<{ owner_user_id: number | null }[]>('SELECT owner_user_id FROM demo_accounts WHERE id = $1', [accountId]);
  return row?.owner_user_id;
}

/** Whose the account is and at which broker (neither ever changes); undefined when there is none. */
export async function accountOwnerAndBroker(db: Queryable, accountId: string): Promise<{ owner: number | null; broker: string } | undefined> {
  const [row] = await db.query<{ owner_user_id: number | null; broker: string }[]>('SELECT owner_user_id, broker FROM demo_accounts WHERE id = $1', [
    accountId,
  ]);
  return row && { owner: row.owner_user_id, broker: row.broker };
}

/** Deletes the account (what it owns goes by cascade); false when the developer has no such account. */
export async function deleteOwnedAccount(db: Queryable, userId: number, accountId: string): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, count].
  const [, deleted] = await db.query<[unknown[], number]>('DELETE FROM demo_accounts WHERE id = $1 AND owner_user_id = $2', [accountId, userId]);
  return deleted > 0;
}

/** The developer's accounts with the last sequence number of each one's event log. */
export function ownedAccountSequences(db: Queryable, userId: number): Promise<{ id: string; event_seq: string }[]> {
  return db.query<{ id: string; event_seq: string }[]>('SELECT id, event_seq FROM demo_accounts WHERE owner_user_id = $1', [userId]);
}

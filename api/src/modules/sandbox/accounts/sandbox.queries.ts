import type { Queryable } from '../../../database/queryable';
import type { SandboxAccountRow, SandboxFillRow, SandboxOrderRow } from '../sandbox.views';
import { pageAfter, PageQuery } from './cursor-page';

// What /v1 reads of the trading tables; every change goes through the demo's ledger.

const ACCOUNT_COLUMNS = 'id, label, seed, cash, realized_pnl, created_at';
const ORDER_COLUMNS = `id, client_order_id, symbol, side, order_type, quantity, limit_price, time_in_force, status, reason, reason_details,
  filled_price, filled_quantity, created_at, updated_at`;
const FILL_COLUMNS = 'id, order_id, symbol, side, quantity, price, created_at';

/** A page of a cursor-paged list (see pageAfter). */
export type Page = Pick<PageQuery, 'limit' | 'after'>;

export function ownedAccountsPage(db: Queryable, userId: number, page: Page, only?: readonly string[]): Promise<SandboxAccountRow[]> {
  return pageAfter(db, {
    select: `SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts`,
    table: 'demo_accounts',
    where: only ? 'owner_user_id = $1 AND id = ANY($2::uuid[])' : 'owner_user_id = $1',
    params: only ? [userId, only] : [userId],
    ...page,
  });
}

export async function ownedAccount(db: Queryable, userId: number, accountId: string): Promise<SandboxAccountRow | undefined> {
  const [row] = await db.query<SandboxAccountRow[]>(`SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts WHERE id = $1 AND owner_user_id = $2`, [accountId, userId]);
  return row;
}

export async function countOwnedAccounts(db: Queryable, userId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM demo_accounts WHERE owner_user_id = $1', [userId]);
  return n;
}

/** Whose the account is: null for a demo account, undefined when there is none. */
export async function accountOwner(db: Queryable, accountId: string): Promise<number | null | undefined> {
  const [row] = await db.query<{ owner_user_id: number | null }[]>('SELECT owner_user_id FROM demo_accounts WHERE id = $1', [accountId]);
  return row?.owner_user_id;
}

/** Deletes the account (what it owns goes by cascade); false when the developer has no such account. */
export async function deleteOwnedAccount(db: Queryable, userId: number, accountId: string): Promise<boolean> {
  // TypeORM answers a DELETE with [rows, count].
  const [, deleted] = await db.query<[unknown[], number]>('DELETE FROM demo_accounts WHERE id = $1 AND owner_user_id = $2', [accountId, userId]);
  return deleted > 0;
}

/** `statusFilter`: a condition over the order's columns, from code (never from input). */
export function ordersPage(db: Queryable, accountId: string, statusFilter: string | null, page: Page): Promise<SandboxOrderRow[]> {
  return pageAfter(db, {
    select: `SELECT ${ORDER_COLUMNS} FROM trading_orders`,
    table: 'trading_orders',
    where: `account_id = $1${statusFilter ? ` AND ${statusFilter}` : ''}`,
    params: [accountId],
    ...page,
  });
}

export async function accountOrder(db: Queryable, accountId: string, orderId: string): Promise<SandboxOrderRow | undefined> {
  const [row] = await db.query<SandboxOrderRow[]>(`SELECT ${ORDER_COLUMNS} FROM trading_orders WHERE id = $1 AND account_id = $2`, [orderId, accountId]);
  return row;
}

export function fillsPage(db: Queryable, accountId: string, page: Page): Promise<SandboxFillRow[]> {
  return pageAfter(db, { select: `SELECT ${FILL_COLUMNS} FROM trading_fills`, table: 'trading_fills', where: 'account_id = $1', params: [accountId], ...page });
}

import type { Queryable } from '../../../database/queryable';
import type { PublicOrderStatus } from '../events/event-data';
import type { FillRow, ListedFillRow, ListedOrderRow, OrderRow, PositionRow } from '../simulator.rows';
import { pageAfter } from './cursor-page';
import type { Page } from './owned-accounts.queries';

// An account's orders, fills and positions as its lists read them: the sandbox's cursor pages,
// the demo's latest ones. Every change goes through the ledger.

// Share quantities are numeric(18,9), read as numbers (SHARES_AS_NUMBER).
const ORDER_COLUMNS = `id, client_order_id, symbol, side, order_type, quantity::float8 AS quantity, notional, limit_price, stop_price, triggered_at,
  trail_price, trail_percent, water_mark, time_in_force, extended_hours, status, reason, reason_details, filled_price,
  filled_quantity::float8 AS filled_quantity, created_at, updated_at`;
const FILL_COLUMNS = 'id, order_id, symbol, side, quantity::float8 AS quantity, price, created_at';
const POSITION_COLUMNS = 'id, account_id, symbol, quantity::float8 AS quantity, cost_basis, updated_at';

/** Orders of a public status (publicStatus), over the stored columns: an expired day order is stored as canceled at the close. */
const STATUS_FILTER: Record<PublicOrderStatus, string> = {
  pending: `status = 'pending'`,
  partially_filled: `status = 'partially_filled'`,
  filled: `status = 'filled'`,
  rejected: `status = 'rejected'`,
  canceled: `status = 'canceled' AND reason IS DISTINCT FROM 'EXPIRED_AT_CLOSE'`,
  expired: `(status = 'expired' OR (status = 'canceled' AND reason = 'EXPIRED_AT_CLOSE'))`,
};

/** `status`: only orders of this public status. */
export function ordersPage(db: Queryable, accountId: string, status: PublicOrderStatus | undefined, page: Page): Promise<ListedOrderRow[]> {
  return pageAfter(db, {
    select: `SELECT ${ORDER_COLUMNS} FROM trading_orders`,
    table: 'trading_orders',
    where: `account_id = $1${status ? ` AND ${STATUS_FILTER[status]}` : ''}`,
    params: [accountId],
    ...page,
  });
}

export async function accountOrder(db: Queryable, accountId: string, orderId: string): Promise<ListedOrderRow | undefined> {
  const [row] = await db.query<ListedOrderRow[]>(`SELECT ${ORDER_COLUMNS} FROM trading_orders WHERE id = $1 AND account_id = $2`, [orderId, accountId]);
  return row;
}

export function fillsPage(db: Queryable, accountId: string, page: Page): Promise<ListedFillRow[]> {
  return pageAfter(db, { select: `SELECT ${FILL_COLUMNS} FROM trading_fills`, table: 'trading_fills', where: 'account_id = $1', params: [accountId], ...page });
}

/** Positions with shares in them, by symbol, every column (the demo lists them with their ids). */
export function openPositionsBySymbol(db: Queryable, accountId: string): Promise<PositionRow[]> {
  return db.query<PositionRow[]>(`SELECT ${POSITION_COLUMNS} FROM trading_positions WHERE account_id = $1 AND quantity <> 0 ORDER BY symbol`, [accountId]);
}

export function latestOrders(db: Queryable, accountId: string, limit: number): Promise<OrderRow[]> {
  return db.query<OrderRow[]>(`SELECT ${ORDER_COLUMNS}, account_id, expires_at FROM trading_orders WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2`, [
    accountId,
    limit,
  ]);
}

export function latestFills(db: Queryable, accountId: string, limit: number): Promise<FillRow[]> {
  return db.query<FillRow[]>(`SELECT ${FILL_COLUMNS}, account_id, realized_pnl FROM trading_fills WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2`, [
    accountId,
    limit,
  ]);
}

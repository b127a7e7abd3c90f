import type { Queryable } from '../../database/queryable';
import { type AccountRow, type FillRow, type HoldingRow, type OrderRow, type PositionRow, type ReservingOrderRow } from '../simulator';

// What the demo's read side (TradingService) asks of the trading tables.

export type BalanceRow = Pick<AccountRow, 'cash' | 'realized_pnl'>;

export async function accountBalance(db: Queryable, accountId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.query<BalanceRow[]>('SELECT cash, realized_pnl FROM demo_accounts WHERE id = $1', [accountId]);
  return row;
}

/** Positions with shares in them (closed ones keep a row at quantity 0). */
export function openHoldings(db: Queryable, accountId: string): Promise<HoldingRow[]> {
  return db.query<HoldingRow[]>('SELECT symbol, quantity, cost_basis FROM trading_positions WHERE account_id = $1 AND quantity > 0', [accountId]);
}

/** A demo account's resting limit orders, each reserving its quantity at its limit. */
export function restingLimitReservations(db: Queryable, accountId: string): Promise<ReservingOrderRow[]> {
  return db.query<ReservingOrderRow[]>(`SELECT symbol, side, quantity, limit_price FROM trading_orders WHERE account_id = $1 AND status = 'pending'`, [
    accountId,
  ]);
}

export function openPositionsBySymbol(db: Queryable, accountId: string): Promise<PositionRow[]> {
  return db.query<PositionRow[]>('SELECT * FROM trading_positions WHERE account_id = $1 AND quantity > 0 ORDER BY symbol', [accountId]);
}

export function latestOrders(db: Queryable, accountId: string, limit: number): Promise<OrderRow[]> {
  return db.query<OrderRow[]>('SELECT * FROM trading_orders WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2', [accountId, limit]);
}

export function latestFills(db: Queryable, accountId: string, limit: number): Promise<FillRow[]> {
  return db.query<FillRow[]>('SELECT * FROM trading_fills WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2', [accountId, limit]);
}

import type { Queryable } from '../../database/queryable';
import { type FillRow, type OrderRow, type PositionRow } from '../simulator';

// What the demo's read side (TradingService) asks of the trading tables.

export function openPositionsBySymbol(db: Queryable, accountId: string): Promise<PositionRow[]> {
  return db.query<PositionRow[]>('SELECT * FROM trading_positions WHERE account_id = $1 AND quantity > 0 ORDER BY symbol', [accountId]);
}

export function latestOrders(db: Queryable, accountId: string, limit: number): Promise<OrderRow[]> {
  return db.query<OrderRow[]>('SELECT * FROM trading_orders WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2', [accountId, limit]);
}

export function latestFills(db: Queryable, accountId: string, limit: number): Promise<FillRow[]> {
  return db.query<FillRow[]>('SELECT * FROM trading_fills WHERE account_id = $1 ORDER BY created_at DESC LIMIT $2', [accountId, limit]);
}

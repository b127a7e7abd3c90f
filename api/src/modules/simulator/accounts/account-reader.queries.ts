import type { Queryable } from '../../../database/queryable';
import type { BalanceRow, HoldingRow, ReservingOrderRow } from '../simulator.rows';

// What an account is valued from, outside a change: its money, its holdings, and what its working
// orders hold back. A change reads the same under the account's lock (READ_ACCOUNT_UNDER_LOCK).

export async function accountBalance(db: Queryable, accountId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.query<BalanceRow[]>('SELECT cash, realized_pnl FROM demo_accounts WHERE id = $1', [accountId]);
  return row;
}

/** Positions with shares in them, long or short, by symbol (closed ones keep a row at quantity 0). */
export function heldPositions(db: Queryable, accountId: string): Promise<HoldingRow[]> {
  return db.query<HoldingRow[]>(
    'SELECT symbol, quantity::float8 AS quantity, cost_basis FROM trading_positions WHERE account_id = $1 AND quantity <> 0 ORDER BY symbol',
    [accountId],
  );
}

/**
 * The one reservation rule: a working order (pending or partially filled) holds back its unfilled
 * rest at its limit, or a scripted or waiting market order at the price it came in at
 * (reservePrice), as the ledger's own state does (order-placement.ts `reserved`, fills.ts).
 */
export function workingReservations(db: Queryable, accountId: string): Promise<ReservingOrderRow[]> {
  return db.query<ReservingOrderRow[]>(
    `SELECT symbol, side, (quantity - filled_quantity)::float8 AS quantity, COALESCE(limit_price, stop_price, reserve_price, (simulate->>'reservePrice')::numeric) AS limit_price
     FROM trading_orders WHERE account_id = $1 AND status IN ('pending', 'partially_filled')`,
    [accountId],
  );
}

import type { Queryable } from '../../../database/queryable';
import type { AccountRow, HoldingRow, ReservingOrderRow } from '../simulator.rows';

// What an account's figures are read from, outside a change (a change reads the same under the
// account's lock: ledger.queries.ts READ_ACCOUNT_UNDER_LOCK, with the same reservation rule).

export type BalanceRow = Pick<AccountRow, 'cash' | 'realized_pnl'>;

export async function accountBalance(db: Queryable, accountId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.query<BalanceRow[]>('SELECT cash, realized_pnl FROM demo_accounts WHERE id = $1', [accountId]);
  return row;
}

/** Positions with shares in them, by symbol (a closed position keeps its row at quantity 0). */
export function heldPositions(db: Queryable, accountId: string): Promise<HoldingRow[]> {
  return db.query<HoldingRow[]>('SELECT symbol, quantity, cost_basis FROM trading_positions WHERE account_id = $1 AND quantity > 0 ORDER BY symbol', [
    accountId,
  ]);
}

/**
 * The one reservation rule: a working order (pending or partially filled) holds back its
 * unfilled rest, at its limit, or a scripted market order at the price it came in at.
 */
export function workingReservations(db: Queryable, accountId: string): Promise<ReservingOrderRow[]> {
  return db.query<ReservingOrderRow[]>(
    `SELECT symbol, side, quantity - filled_quantity AS quantity, COALESCE(limit_price, (simulate->>'reservePrice')::numeric) AS limit_price
     FROM trading_orders WHERE account_id = $1 AND status IN ('pending', 'partially_filled')`,
    [accountId],
  );
}

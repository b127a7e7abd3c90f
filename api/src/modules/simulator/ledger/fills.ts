import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { v7 as timeOrderedId } from 'uuid';
import { accountMetrics, applyFill, averageFillPrice, minusShares, plusShares, Prices, TradingSymbol } from '../engine';
import { accountData, fillData, orderData, positionData } from '../events/event-data';
import type { FillRow, OrderRow, PositionRow, ScriptedOrderRow } from '../simulator.rows';
import { AccountTransaction } from './account-transaction';
import { StaleSnapshot } from './change-runner';

/** Records the account as the change leaves it, valued at `prices`. */
export function recordAccount(tx: AccountTransaction, prices: Prices): void {
  tx.record('account.updated', { account: accountData(tx.accountId, accountMetrics(tx.state, prices), tx.state.realizedPnl) });
}

/**
 * A fill's cash and shares, its trade and the order's event (order.filled, or
 * order.partially_filled); returns the position's row after it. The position and account
 * events are the caller's.
 */
export function settle(tx: AccountTransaction, order: OrderRow, price: Decimal, quantity = order.quantity): PositionRow {
  const symbol = order.symbol;
  const result = applyFill(tx.state, { symbol, side: order.side, quantity, price });
  tx.state = result.state;
  const fill: FillRow = {
    id: timeOrderedId(),
    order_id: order.id,
    account_id: tx.accountId,
    symbol,
    side: order.side,
    quantity,
    price: price.toFixed(2),
    realized_pnl: result.realizedPnl.toFixed(6),
    created_at: tx.now,
  };
  const position: PositionRow = {
    id: tx.positionId(symbol) ?? randomUUID(),
    account_id: tx.accountId,
    symbol,
    quantity: result.holding.quantity,
    cost_basis: result.holding.costBasis.toFixed(6),
    updated_at: tx.now,
  };
  tx.insertFill(fill);
  tx.savePosition(position);
  const type = order.status === 'partially_filled' ? 'order.partially_filled' : 'order.filled';
  tx.record(type, { order: orderData(order), fill: fillData(fill) });
  return position;
}

/** Moves cash and shares for a fill of `quantity` (all of the order unless told) and records it; `order` is the row after it. */
export function fillOrder(tx: AccountTransaction, order: OrderRow, price: Decimal, prices: Prices, quantity = order.quantity): void {
  const position = settle(tx, order, price, quantity);
  tx.record('position.updated', { position: positionData(position, prices) });
  recordAccount(tx, prices);
}

/**
 * Those of these limit orders still pending filled whole at their limits, oldest first: one
 * set-based update of the orders, one insert of their fills, one upsert per symbol; an
 * order.filled each, then one position.updated per symbol and one account.updated, as the
 * change leaves them (the states between two fills of one change were never committed).
 * Returns the orders' rows after.
 */
export function fillAtLimits(tx: AccountTransaction, orders: OrderRow[], prices: Prices): OrderRow[] {
  const ids = new Set<string>();
  const filling = orders.filter((o) => {
    const id = o.id;
    if (o.status !== 'pending' || ids.has(id)) return false;
    // Stored as pending but not in this instance's last view: another instance placed it since.
    if (!tx.pendingOrder(id) && tx.fromSnapshot) throw new StaleSnapshot();
    if (!tx.pendingOrder(id)) return false;
    ids.add(id);
    return true;
  });
  if (filling.length === 0) return [];
  tx.fillPendingAtLimit([...ids]);
  tx.removePending(...ids);
  const positions = new Map<TradingSymbol, PositionRow>();
  const rows = filling.map((o) => {
    const row: OrderRow = { ...o, status: 'filled', filled_price: o.limit_price, filled_quantity: o.quantity, updated_at: tx.now };
    // A pending order filled here is a resting limit order: it has a limit.
    const position = settle(tx, row, new Decimal(o.limit_price!));
    positions.set(position.symbol, position);
    return row;
  });
  for (const position of positions.values()) tx.record('position.updated', { position: positionData(position, prices) });
  recordAccount(tx, prices);
  return rows;
}

/**
 * Fills `quantity` more of a working order at `price`: partially_filled until all of it has,
 * then filled; the average fill price follows. Returns the order's row after it; an order
 * being placed (`placing`) is inserted as that row by the caller instead of updated.
 */
export function fillPart(
  tx: AccountTransaction,
  o: ScriptedOrderRow,
  quantity: number,
  price: Decimal,
  prices: Prices,
  next: Date | null,
  step = o.step,
  placing = false,
): ScriptedOrderRow {
  const before = o.filled_quantity;
  const filled = plusShares(before, quantity);
  const done = filled === o.quantity;
  const row: ScriptedOrderRow = {
    ...o,
    status: done ? 'filled' : 'partially_filled',
    filled_quantity: filled,
    filled_price: averageFillPrice(before, o.filled_price === null ? null : new Decimal(o.filled_price), quantity, price).toFixed(2),
    next_step_at: done ? null : next,
    step,
    updated_at: tx.now,
  };
  if (!placing) tx.advanceWorking(o.id, o.step, row);
  const pending = tx.pendingOrder(o.id);
  if (done) tx.removePending(o.id);
  else if (pending) tx.addPending(o.id, { ...pending, quantity: minusShares(o.quantity, filled) });
  fillOrder(tx, row, price, prices, quantity);
  return row;
}

import Decimal from 'decimal.js';
import { CANCELED_BY_BROKER, DEFAULT_INTERVAL_SECONDS, OrderScript, minusShares, partialFillTargets, Prices } from '../engine';
import { orderData } from '../events/event-data';
import type { ScriptedOrderRow } from '../simulator.rows';
import { AccountTransaction } from './account-transaction';
import { fillPart, recordAccount } from './fills';
import { sizedAtFill } from './notional-fill';
import { WORKING } from './order-cancels';

/**
 * The next step of the looked-up order's script, at the change's time: fill_after fills what is
 * left, cancel_by_broker cancels it, partial_fill fills its next share. Returns when the script
 * acts next (null: done). Nothing happens if the order stopped working or has no step due.
 */
export function takeScriptStep(tx: AccountTransaction, orderId: string, prices: Prices): Date | null {
  const o = tx.order;
  if (!o || !WORKING.includes(o.status) || !o.next_step_at || !o.simulate) return null;
  const script = o.simulate;
  if (script.outcome === 'cancel_by_broker') {
    tx.cancelPending(orderId, CANCELED_BY_BROKER);
    const row: ScriptedOrderRow = { ...o, status: 'canceled', reason: CANCELED_BY_BROKER, next_step_at: null, updated_at: tx.now };
    tx.removePending(orderId);
    tx.record('order.canceled', { order: orderData(row) });
    recordAccount(tx, prices);
    return null;
  }
  if (script.outcome === 'partial_fill') return partialFill(tx, o, script, prices, false).next_step_at;
  // fill_after: what is left fills at the limit, or at the market price of that moment (a notional order sized at it).
  const price = o.limit_price !== null ? new Decimal(o.limit_price) : prices[o.symbol];
  const sized = sizedAtFill(tx, o, price);
  fillPart(tx, sized, minusShares(sized.quantity, sized.filled_quantity), price, prices, null);
  return null;
}

/**
 * The partial_fill step due now (step 0 when placed): fills its share, or skips a share that
 * rounds to no whole share; the order stays partially filled until the last one.
 */
export function partialFill(tx: AccountTransaction, o: ScriptedOrderRow, script: OrderScript, prices: Prices, placing: boolean): ScriptedOrderRow {
  const step = placing ? 0 : o.step + 1;
  const targets = partialFillTargets(o.quantity, script.fillRatios ?? [1]);
  const quantity = minusShares(targets[step], o.filled_quantity);
  const next = step + 1 < targets.length ? new Date(tx.now.getTime() + (script.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS) * 1000) : null;
  const price = o.limit_price !== null ? new Decimal(o.limit_price) : prices[o.symbol];
  if (quantity > 0) return fillPart(tx, o, quantity, price, prices, next, step, placing);
  const row: ScriptedOrderRow = { ...o, next_step_at: next, step, updated_at: tx.now };
  if (!placing) tx.advanceWorking(o.id, o.step, row);
  recordAccount(tx, prices);
  return row;
}

import { OrderStatus, Prices } from '../engine';
import { EXPIRED_AT_CLOSE, orderData } from '../events/event-data';
import { OrderNotCancelable, OrderNotFound } from '../simulator.errors';
import type { OrderRow } from '../simulator.rows';
import { AccountTransaction } from './account-transaction';
import { recordAccount } from './fills';

/** Orders still working: a partially filled one keeps its unfilled rest reserved. */
export const WORKING: readonly OrderStatus[] = ['pending', 'partially_filled'];

/** The change's looked-up order canceled, or an error when there is none or it no longer works. */
export function cancelWorking(tx: AccountTransaction, orderId: string, reason: string, prices: Prices): OrderRow {
  if (!tx.order) throw new OrderNotFound();
  // A partially filled order: what filled stands, the rest is canceled.
  if (!WORKING.includes(tx.order.status)) throw new OrderNotCancelable(tx.order.status);
  tx.cancelPending(orderId, reason);
  const row: OrderRow = { ...tx.order, status: 'canceled', reason, updated_at: tx.now };
  tx.removePending(orderId);
  // The demo's day orders are canceled at the close with EXPIRED_AT_CLOSE: publicly, they expired.
  tx.record(reason === EXPIRED_AT_CLOSE ? 'order.expired' : 'order.canceled', { order: orderData(row) });
  recordAccount(tx, prices);
  return row;
}

/** The change's looked-up order expired at its close; null (nothing happens) when it no longer works. */
export function expireWorking(tx: AccountTransaction, orderId: string, prices: Prices): OrderRow | null {
  if (!tx.order || !WORKING.includes(tx.order.status)) return null;
  tx.cancelPending(orderId, EXPIRED_AT_CLOSE, 'expired');
  const row: OrderRow = { ...tx.order, status: 'expired', reason: EXPIRED_AT_CLOSE, updated_at: tx.now };
  tx.removePending(orderId);
  tx.record('order.expired', { order: orderData(row) });
  recordAccount(tx, prices);
  return row;
}

import Decimal from 'decimal.js';
import { awaitsTrigger, minusShares, Prices } from '../engine';
import { AccountTransaction } from './account-transaction';
import { fillPart } from './fills';

/**
 * The looked-up stop order's stop, reached by the price path at the change's time: a stop (or a
 * trailing stop, its level reached) fills what is left at that moment's price (a market order
 * from now on); a stop_limit is marked
 * triggered and rests as a limit order, whose limit is returned (its events come when it fills,
 * as a limit order's do). Nothing happens, and null is returned, if the order stopped waiting.
 */
export function triggerStop(tx: AccountTransaction, prices: Prices): Decimal | null {
  const o = tx.order;
  if (!o || o.status !== 'pending' || !awaitsTrigger({ orderType: o.order_type, triggeredAt: o.triggered_at })) return null;
  if (o.order_type === 'stop' || o.order_type === 'trailing_stop') {
    fillPart(tx, o, minusShares(o.quantity, o.filled_quantity), prices[o.symbol], prices, null);
    return null;
  }
  tx.markTriggered(o.id);
  return new Decimal(o.limit_price!);
}

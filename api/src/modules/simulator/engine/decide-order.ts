import { sellableShares } from './account-metrics';
import type Decimal from 'decimal.js';
import { buyingPowerAround } from './order-margin';
import { trailingLevel } from './trailing-level';
import { AccountState, Decision, OrderRequest, Prices, Side } from './types';

/**
 * Accepts or rejects an order against the account as it stands. A market order fills at
 * the current price; a limit order that is already marketable still waits for the next
 * tick to cross it, so "fills at the limit" holds for every limit order.
 */
export function decideOrder(state: AccountState, order: OrderRequest, prices: Prices): Decision {
  const price = prices[order.symbol];
  if (!price) return { outcome: 'reject', reason: 'NO_PRICE', details: { symbol: order.symbol } };
  if (order.side === 'sell') {
    const available = sellableShares(state, order.symbol);
    if (order.quantity > available && !order.mayShort) {
      return { outcome: 'reject', reason: 'INSUFFICIENT_SHARES', details: { requested: order.quantity, available } };
    }
  }
  // An order that uses buying power (a buy beyond a short it covers, a short sale at 150%) may not take it below zero;
  // nor may a buy that is not a cover go through while buying power is already below zero (prices moved against the
  // account), even one whose amount rounds to nothing and so leaves buying power where it was.
  const { before, after } = buyingPowerAround(state, order, reservePriceOf(order, price), prices);
  const covers = order.side === 'buy' && (state.holdings[order.symbol]?.quantity ?? 0) < 0;
  const uses = after.lessThan(before) || (order.side === 'buy' && !covers && after.equals(before));
  if (uses && after.isNegative()) {
    return {
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: before.minus(after).toFixed(2), available: before.toFixed(2) },
    };
  }
  return order.orderType === 'market' ? { outcome: 'fill', price } : { outcome: 'pending' };
}

/**
 * The price an order holds buying power at while it works (a buy, or a short sale): its limit (a
 * stop-limit's too), a stop's stop (where it turns into a market order), a buy trailing stop's
 * level as placed (the price plus the trail: the highest its level can be, since a buy's water
 * mark only falls), the current price for a market order.
 */
export function reservePriceOf(
  order: Pick<OrderRequest, 'orderType' | 'side' | 'limitPrice' | 'stopPrice' | 'trailPrice' | 'trailPercent'>,
  price: Decimal,
): Decimal {
  if (order.orderType === 'market') return price;
  if (order.orderType === 'trailing_stop') {
    return trailingLevel({ side: order.side, trailPrice: order.trailPrice ?? null, trailPercent: order.trailPercent ?? null }, price);
  }
  return order.limitPrice ?? order.stopPrice ?? price;
}

/** A stop triggers when the price reaches it from the other side than a limit: buys at or above, sells at or below. */
export function stopTriggered(side: Side, stopPrice: Decimal, price: Decimal): boolean {
  return side === 'buy' ? price.greaterThanOrEqualTo(stopPrice) : price.lessThanOrEqualTo(stopPrice);
}

/** A pending limit order fills when the price reaches it: buys at or below, sells at or above. */
export function limitCrossed(side: Side, limitPrice: Decimal, price: Decimal): boolean {
  return side === 'buy' ? limitPrice.greaterThanOrEqualTo(price) : limitPrice.lessThanOrEqualTo(price);
}

/**
 * Immediate-or-cancel: what can fill now fills, the rest is canceled. With whole-order fills
 * (partial fills come with the sandbox's scripted outcomes) a limit order the price already
 * crosses fills at its limit, like every limit order, and one it does not is canceled.
 */
export function immediateOrCancel(decision: Decision, order: OrderRequest, prices: Prices): Decision {
  // Fill-or-kill decides alike: the market fills a whole order or none of it (partial fills are scripted only).
  if (decision.outcome !== 'pending') return decision;
  // A stop waits for the path to trigger it, so nothing of it can fill as it arrives.
  if (order.stopPrice || order.orderType === 'trailing_stop') return { outcome: 'cancel' };
  if (!order.limitPrice) return decision;
  return limitCrossed(order.side, order.limitPrice, prices[order.symbol]) ? { outcome: 'fill', price: order.limitPrice } : { outcome: 'cancel' };
}

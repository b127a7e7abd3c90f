import { marketStatus } from './market-hours';
import type { Decision, OrderType, TimeInForce } from './types';

export interface ClosedMarketDecision {
  decision: Decision;
  /** A market order that waits for the open: when it fills (at that moment's price). */
  fillsAt: Date | null;
}

/**
 * What becomes of an order placed while its sandbox account's market is closed (a weekend, a
 * holiday, outside 09:30–16:00 New York on its clock), as a broker queues it: a market order is
 * accepted pending and fills at the next open at the open's price; an immediate-or-cancel order
 * (or fill-or-kill) order has nothing to fill against now and is canceled; a rejection stands, and a limit order rests
 * as it always does (the price path only crosses it in a session). The demo's market never closes.
 */
export function onClosedMarket(decision: Decision, order: { orderType: OrderType; timeInForce: TimeInForce }, now: Date): ClosedMarketDecision {
  if (decision.outcome === 'reject') return { decision, fillsAt: null };
  if (order.timeInForce === 'ioc' || order.timeInForce === 'fok') return { decision: { outcome: 'cancel' }, fillsAt: null };
  if (order.orderType === 'market' && decision.outcome === 'fill') return { decision: { outcome: 'pending' }, fillsAt: marketStatus(now).nextOpen };
  return { decision, fillsAt: null };
}

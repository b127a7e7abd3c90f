import { crossingOf, WorkingOrder } from '../engine';
import type { WorkingOrderRow } from './market.queries';

/** A stored working order as the clock's crossing search and due work see it. */
export function workingOrderOf(r: WorkingOrderRow): WorkingOrder {
  return {
    id: r.id,
    symbol: r.symbol,
    side: r.side,
    ...crossingOf({
      orderType: r.order_type,
      limitPrice: r.limit_price,
      stopPrice: r.stop_price,
      triggeredAt: r.triggered_at,
      scripted: r.simulate !== null,
    }),
    expiresAt: r.expires_at,
    extendedHours: r.extended_hours,
    nextStepAt: r.next_step_at,
  };
}

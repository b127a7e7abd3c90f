import Decimal from 'decimal.js';
import type { CrossableOrder } from './first-crossings';
import type { OrderType } from './types';

/** What of a stored working order decides when the price path acts on it. */
export interface LevelsOf {
  orderType: OrderType;
  limitPrice: string | null;
  stopPrice: string | null;
  /** When a stop_limit's stop triggered; null before. */
  triggeredAt: Date | null;
  /** A scripted order's script decides when it fills, never the path. */
  scripted: boolean;
}

/** Whether the order waits for its stop to trigger (a stop or a trailing stop, or a stop_limit not triggered yet). */
export function awaitsTrigger(o: Pick<LevelsOf, 'orderType' | 'triggeredAt'>): boolean {
  return o.orderType === 'stop' || o.orderType === 'trailing_stop' || (o.orderType === 'stop_limit' && o.triggeredAt === null);
}

/**
 * The level the seeded path crosses for a working order: a limit's limit; a stop's stop (then
 * it fills at that minute's price); a stop_limit's stop until it triggers, its limit after.
 * Null for a market or scripted order, and for a trailing stop, whose level moves with the path
 * (searchTrailing finds its trigger).
 */
export function crossingOf(o: LevelsOf): Pick<CrossableOrder, 'crossLimit' | 'crossAs'> {
  if (o.scripted || o.orderType === 'market' || o.orderType === 'trailing_stop') return { crossLimit: null };
  if (awaitsTrigger(o)) return { crossLimit: new Decimal(o.stopPrice!), crossAs: 'stop' };
  return { crossLimit: o.limitPrice === null ? null : new Decimal(o.limitPrice), crossAs: 'limit' };
}

import type Decimal from 'decimal.js';
import { stopTriggered } from './decide-order';
import { sessionMinutes } from './due-work';
import { pathPrice } from './price-path';
import { trailingLevel } from './trailing-level';
import type { Side, TradingSymbol } from './types';

/** A working trailing_stop: exactly one of trailPrice and trailPercent is set. */
export interface TrailingOrder {
  symbol: TradingSymbol;
  side: Side;
  trailPrice: Decimal | null;
  /** 0 < p < 100. */
  trailPercent: Decimal | null;
  /** The highest price since placement (a sell) or the lowest (a buy): the price at placement at first. */
  waterMark: Decimal;
  /** A day order's close; null for gtc. */
  expiresAt: Date | null;
}

/** A better water mark: a higher price for a sell, a lower one for a buy. */
const improves = (side: Side, price: Decimal, mark: Decimal) => (side === 'sell' ? price.greaterThan(mark) : price.lessThan(mark));

/** What a search over (from, to] found: the trigger minute (or null) and the water mark to keep. */
export interface TrailingSearch {
  triggeredAt: Date | null;
  /** The water mark at the trigger minute (before it), or at `to` when none: a later search continues from it. */
  waterMark: Decimal;
}

/**
 * Walks the seeded path minute by minute over the session minutes of (from, to] before the
 * order expires: at each minute the price is checked against the level of the water mark so far
 * (a stop at that level, see stopTriggered), and only then moves the mark. The first minute that
 * reaches the level triggers; the order then fills at that minute's price, like a stop.
 */
export function searchTrailing(order: TrailingOrder, from: Date, to: Date, seed: number): TrailingSearch {
  let mark = order.waterMark;
  for (const t of sessionMinutes(from, to)) {
    if (order.expiresAt && t >= order.expiresAt.getTime()) break;
    const at = new Date(t);
    const price = pathPrice(seed, order.symbol, at);
    if (stopTriggered(order.side, trailingLevel(order, mark), price)) return { triggeredAt: at, waterMark: mark };
    if (improves(order.side, price, mark)) mark = price;
  }
  return { triggeredAt: null, waterMark: mark };
}

/** A working trailing stop as the clock reads it: its stored water mark, and when it was placed. */
export interface WorkingTrailingStop extends TrailingOrder {
  id: string;
  placedAt: Date;
}

/**
 * Each trailing stop's search over (from, to], from its placement when that is later: the
 * minutes before it do not move its mark, nor can they trigger it (a stop never triggers as it
 * arrives, nor before).
 */
export function searchTrailingStops(orders: WorkingTrailingStop[], from: Date, to: Date, seed: number): Map<string, TrailingSearch> {
  return new Map(orders.map((o) => [o.id, searchTrailing(o, o.placedAt.getTime() > from.getTime() ? o.placedAt : from, to, seed)]));
}

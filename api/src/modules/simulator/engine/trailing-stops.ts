import type Decimal from 'decimal.js';
import { stopTriggered } from './decide-order';
import { sessionWindows } from './first-crossings';
import { pathPrice, PRICE_PATH_EPOCH, searchPath } from './price-path';
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

/** Within a cent of the mark or the level the approximate price may round the other way: the exact one decides. */
const ROUNDING_MARGIN = 0.011;
const MINUTE_MS = 60_000;

/**
 * Walks the seeded path over the session minutes of (from, to] before the order expires, in
 * time order: at each minute the price is checked against the level of the water mark so far (a
 * stop at that level, see stopTriggered), and only then moves the mark. The first minute that
 * reaches the level triggers; the order then fills at that minute's price, like a stop. The walk
 * skips, as the crossing search does (searchPath), every stretch whose prices can neither beat
 * the mark nor reach the level, and reads the exact price only near one of them: the same answer
 * as reading every minute (the property spec compares), at a fraction of the cost over months.
 */
export function searchTrailing(order: TrailingOrder, from: Date, to: Date, seed: number): TrailingSearch {
  const sell = order.side === 'sell';
  const expires = order.expiresAt?.getTime() ?? Infinity;
  let mark = order.waterMark;
  let level = trailingLevel(order, mark);
  let [markAt, levelAt] = [mark.toNumber(), level.toNumber()];
  let triggeredAt: Date | null = null;
  const mayReach = (low: number, high: number) =>
    sell ? high >= markAt - ROUNDING_MARGIN || low <= levelAt + ROUNDING_MARGIN : low <= markAt + ROUNDING_MARGIN || high >= levelAt - ROUNDING_MARGIN;
  const visit = (minute: number, approx: number): boolean => {
    const t = PRICE_PATH_EPOCH + minute * MINUTE_MS;
    if (t >= expires) return true;
    if (!mayReach(approx, approx)) return false;
    const at = new Date(t);
    const price = pathPrice(seed, order.symbol, at);
    if (stopTriggered(order.side, level, price)) {
      triggeredAt = at;
      return true;
    }
    if (improves(order.side, price, mark)) {
      [mark, level] = [price, trailingLevel(order, price)];
      [markAt, levelAt] = [mark.toNumber(), level.toNumber()];
    }
    return false;
  };
  for (const [first, last] of sessionWindows(from, to)) {
    if (first >= expires) break;
    if (searchPath(seed, order.symbol, (first - PRICE_PATH_EPOCH) / MINUTE_MS, (last - PRICE_PATH_EPOCH) / MINUTE_MS, mayReach, visit)) break;
  }
  return { triggeredAt, waterMark: mark };
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

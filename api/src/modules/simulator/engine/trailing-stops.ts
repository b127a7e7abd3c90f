import Decimal from 'decimal.js';
import { stopTriggered } from './decide-order';
import { sessionMinutes } from './due-work';
import { pathPrice } from './price-path';
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

/**
 * The stop level a water mark gives: a sell's high less the trail (or times 1 − p/100), a buy's
 * low plus it (or times 1 + p/100), to the cent.
 */
export function trailingLevel(o: Pick<TrailingOrder, 'side' | 'trailPrice' | 'trailPercent'>, waterMark: Decimal): Decimal {
  const sign = o.side === 'sell' ? -1 : 1;
  const level = o.trailPrice ? waterMark.plus(o.trailPrice.times(sign)) : waterMark.times(new Decimal(1).plus(o.trailPercent!.times(sign).div(100)));
  return level.toDecimalPlaces(2);
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

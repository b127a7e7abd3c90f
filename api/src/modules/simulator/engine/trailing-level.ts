import Decimal from 'decimal.js';
import type { Side } from './types';

/** A trailing stop's trail: exactly one of trailPrice (dollars) and trailPercent (0 < p < 100) is set. */
export interface Trail {
  side: Side;
  trailPrice: Decimal | null;
  trailPercent: Decimal | null;
}

/**
 * The stop level a water mark gives: a sell's high less the trail (or times 1 − p/100), a buy's
 * low plus it (or times 1 + p/100), to the cent. Apart from the search (trailing-stops.ts) so
 * that decide-order.ts can reserve at it without an import cycle.
 */
export function trailingLevel(o: Trail, waterMark: Decimal): Decimal {
  const sign = o.side === 'sell' ? -1 : 1;
  const level = o.trailPrice ? waterMark.plus(o.trailPrice.times(sign)) : waterMark.times(new Decimal(1).plus(o.trailPercent!.times(sign).div(100)));
  return level.toDecimalPlaces(2);
}

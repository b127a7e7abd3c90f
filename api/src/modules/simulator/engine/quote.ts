import Decimal from 'decimal.js';

export interface Quote {
  bid: Decimal;
  ask: Decimal;
  last: Decimal;
}

/** Half the spread: 1 basis point of the last price, rounded up to a cent, at least a cent. */
const HALF_SPREAD_BP = new Decimal('0.0001');

/**
 * A quote around the path's price. The simulator has no order book: orders fill at `last` (the
 * path), so bid and ask only show a plausible spread, the same rule for every symbol: last ± 1 bp,
 * rounded out to whole cents, a cent at least; the bid never below a cent.
 */
export function quoteOf(last: Decimal): Quote {
  const half = Decimal.max(last.times(HALF_SPREAD_BP).toDecimalPlaces(2, Decimal.ROUND_UP), '0.01');
  return { bid: Decimal.max(last.minus(half), '0.01'), ask: last.plus(half), last };
}

import Decimal from 'decimal.js';

/**
 * A quantity of shares is a number with at most 9 decimal places (numeric(18,9) in the tables):
 * a whole order stays the integer it always was, in JSON too. Every sum goes through these, in
 * Decimal and back, so 0.1 + 0.2 is 0.3 and a position sold down to nothing is exactly 0.
 * Doubles hold every 9-place quantity below 2^23 shares exactly enough to round-trip; the /v1
 * cap (1,000,000) stays under it. See docs/decisions/fractional-and-notional-orders.md.
 */
export const SHARE_DECIMALS = 9;

/** A Decimal as a share quantity (rounded down to 9 places: never more shares than asked or paid for). */
export function toShares(value: Decimal.Value): number {
  return new Decimal(value).toDecimalPlaces(SHARE_DECIMALS, Decimal.ROUND_DOWN).toNumber();
}

// Whole quantities (every whole-share order, and most positions) add and subtract exactly as
// doubles below 2^53, so they skip Decimal: the ledger sums shares for every working order each
// time it works out buying power, and a fill several times.
export function plusShares(a: number, b: number): number {
  return Number.isSafeInteger(a) && Number.isSafeInteger(b) ? a + b : toShares(new Decimal(a).plus(b));
}

export function minusShares(a: number, b: number): number {
  return Number.isSafeInteger(a) && Number.isSafeInteger(b) ? a - b : toShares(new Decimal(a).minus(b));
}

export function isWholeShares(quantity: number): boolean {
  return Number.isInteger(quantity);
}

/**
 * What a fill of `quantity` at `price` moves in cash, to the cent (half to even). A whole-share
 * fill at a price in cents is already exact; a fractional one rounds once, and the same rounded
 * amount moves cash and cost basis, so the ledger's identity (cash + cost basis = opening cash +
 * realized P&L) still holds to the cent.
 */
export function tradeAmount(price: Decimal, quantity: number): Decimal {
  return price.times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

/**
 * The shares a notional (dollar) order buys or sells at `price`: the amount divided by the price,
 * rounded down to 9 places, so its cost (tradeAmount) never exceeds the amount asked. 0 when the
 * amount cannot buy a billionth of a share.
 */
export function sharesForNotional(notional: Decimal, price: Decimal): number {
  return toShares(notional.dividedBy(price));
}

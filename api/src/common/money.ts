import Decimal from 'decimal.js';

// Formatting money is on the path of every fill's events (a set price crossing a hundred orders
// formats a few thousand amounts): amounts that already have at most two decimals, nearly all of
// them, skip decimal.js and give exactly what it would.

/** A number's or decimal string's shortest form with at most two decimals (not negative zero). */
const AT_MOST_TWO_PLACES = /^(-?\d+)(?:\.(\d{1,2}))?$/;
/** A decimal string Number() reads exactly to the cent (well inside 2^53 cents). */
const EXACT_CENTS = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Money as a decimal string with two places, rounded half up: `new Decimal(value).toFixed(2)`. */
export function moneyString(value: Decimal.Value): string {
  if (typeof value !== 'object' && !Object.is(value, -0)) {
    const m = AT_MOST_TWO_PLACES.exec(String(value));
    if (m && m[1] !== '-0') return `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`;
  }
  return new Decimal(value).toFixed(2);
}

/** Money as a number rounded to the cent: `new Decimal(value).toDecimalPlaces(2).toNumber()`. */
export function moneyNumber(value: Decimal.Value): number {
  if (typeof value === 'string' && EXACT_CENTS.test(value)) return Number(value);
  return new Decimal(value).toDecimalPlaces(2).toNumber();
}

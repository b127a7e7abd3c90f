import Decimal from 'decimal.js';
import { minuteOf, pathPrice } from './price-path';
import { Prices, SYMBOLS, TradingSymbol } from './types';

/** A price set by hand (POST .../prices): it holds through the minute of account time it was set in. */
interface PriceOverride {
  price: string;
  minute: number;
}
export type PriceOverrides = Partial<Record<TradingSymbol, PriceOverride>>;

/**
 * The seed of an account's path: its own, or one derived from its id, so an account created
 * without a seed still has prices that follow its clock (just not reproducible across accounts).
 */
export function pathSeedOf(accountId: string, seed: number | null): number {
  if (seed !== null) return seed;
  return Number.parseInt(accountId.replace(/-/g, '').slice(0, 12), 16);
}

/** A sandbox account's prices at its clock time: the seeded path, or a price set in this minute. */
export function sandboxPrices(seed: number, at: Date, overrides: PriceOverrides = {}): Prices {
  const minute = minuteOf(at);
  const prices = {} as Prices;
  for (const symbol of SYMBOLS) {
    const override = overrides[symbol];
    prices[symbol] = override && override.minute === minute ? new Decimal(override.price) : pathPrice(seed, symbol, at);
  }
  return prices;
}

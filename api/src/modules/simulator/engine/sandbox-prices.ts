import Decimal from 'decimal.js';
import { minuteOf, pathPrice } from './price-path';
import { ASSET_SYMBOLS } from './asset-catalogue';
import { Prices, TradingSymbol } from './types';

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

/**
 * A sandbox account's prices at its clock time: the seeded path, or a price set in this minute.
 * Each symbol's price is worked out when first read: an order, a valuation or a clock step reads
 * the few symbols the account has orders or positions in, not the whole catalogue (drawing all
 * 36 symbols' prices on every call would cost 7 times what the five of the demo did).
 */
export function sandboxPrices(seed: number, at: Date, overrides: PriceOverrides = {}): Prices {
  return new LazyPrices(seed, at, minuteOf(at), overrides) as unknown as Prices;
}

class LazyPrices {
  readonly read = new Map<TradingSymbol, Decimal>();

  constructor(
    readonly seed: number,
    readonly at: Date,
    readonly minute: number,
    readonly overrides: PriceOverrides,
  ) {}

  priceOf(symbol: TradingSymbol): Decimal {
    let price = this.read.get(symbol);
    if (price) return price;
    const override = this.overrides[symbol];
    price = override && override.minute === this.minute ? new Decimal(override.price) : pathPrice(this.seed, symbol, this.at);
    this.read.set(symbol, price);
    return price;
  }
}
// One getter per catalogue symbol, on the prototype: `prices.AAPL` reads as a plain record does.
for (const symbol of ASSET_SYMBOLS) {
  Object.defineProperty(LazyPrices.prototype, symbol, {
    enumerable: true,
    get(this: LazyPrices) {
      return this.priceOf(symbol);
    },
  });
}

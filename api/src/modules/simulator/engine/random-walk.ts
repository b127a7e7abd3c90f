import Decimal from 'decimal.js';
import { Prices, SYMBOLS, START_PRICES } from './types';

export type RandomSource = () => number;

/** Produces the next prices from the current ones; the real one is a random walk. */
export interface PriceFeed {
  next(current: Prices): Prices;
}

export function startPrices(): Prices {
  return Object.fromEntries(SYMBOLS.map((s) => [s, new Decimal(START_PRICES[s])])) as Prices;
}

/**
 * Each tick moves every price by at most `maxStep` (0.2%) up or down, rounded to cents and
 * never below one cent. Deterministic for a deterministic random source.
 */
export class RandomWalkFeed implements PriceFeed {
  constructor(
    private readonly random: RandomSource,
    private readonly maxStep = 0.002,
  ) {}

  next(current: Prices): Prices {
    return Object.fromEntries(
      SYMBOLS.map((symbol) => {
        const change = (this.random() * 2 - 1) * this.maxStep;
        const moved = current[symbol].times(1 + change).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        return [symbol, Decimal.max(moved, '0.01')];
      }),
    ) as Prices;
  }
}

/** A small seeded generator (mulberry32) for reproducible walks in tests and benchmarks. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

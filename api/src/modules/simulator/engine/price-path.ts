import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { ASSET_SYMBOLS } from './asset-catalogue';
import { START_PRICES, TradingSymbol } from './types';

/**
 * A seeded account's prices as a pure function of (seed, symbol, minute): any point in time is
 * computed directly, so moving an account's clock 30 days ahead costs the same as one minute and
 * two accounts with one seed see the same market whatever order their calls come in.
 *
 * The path is built by Lévy's midpoint construction: over each period of 2^LEVELS minutes (about
 * 91 days) a Brownian bridge from 0 back to 0, each level displacing the midpoints of its
 * intervals by a normal draw that a counter-based hash of (seed, symbol, period, level, interval)
 * fixes, so a minute's value costs one draw per level and no history. Locally it moves like a
 * random walk; over months it stays within some ±30% of the start price instead of drifting
 * away, returning to it at each period's end (shifted per symbol so they don't return together).
 * Prices are the start price times exp(σ·B(minute)).
 */
const LEVELS = 17;
const PERIOD = 2 ** LEVELS;
export const PRICE_PATH_EPOCH = Date.UTC(2020, 0, 1);
/** Per-minute volatility: about 0.06% a minute, 1.2% over a 6.5-hour session. */
const SIGMA_PER_MINUTE = 0.0006;
const MINUTE_MS = 60_000;

/** murmur3's 32-bit finalizer: a cheap, well-mixed integer hash. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A symbol's number on the path: its place in the catalogue, so the demo's five (first, in their
 * old order) keep the paths they always had.
 */
const PATH_INDEX = new Map<TradingSymbol, number>(ASSET_SYMBOLS.map((s, i) => [s, i]));
export const pathIndexOf = (symbol: TradingSymbol): number => PATH_INDEX.get(symbol)!;

/** Hashes integers (any safe integer, negative too) into 32 well-mixed bits. */
export function hash(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const word of words) {
    h = fmix32(h ^ (word >>> 0));
    h = fmix32(h ^ (Math.floor(word / 0x100000000) >>> 0));
  }
  return h;
}

/** A standard normal draw (Box–Muller) fixed by its counter. */
function normal(seed: number, symbol: number, period: number, level: number, index: number): number {
  const u1 = (hash(seed, symbol, period, level, index, 1) + 1) / 4294967297;
  const u2 = hash(seed, symbol, period, level, index, 2) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** B(minute): 0 at each period's ends, variance about one per minute between them. */
export function brownianAt(seed: number, symbol: number, minute: number): number {
  return brownian(seed, symbol, minute, (period, level, index) => normal(seed, symbol, period, level, index));
}

/** brownianAt, with the normal draw of each (period, level, interval) supplied by `draw`. */
function brownian(seed: number, symbol: number, minute: number, draw: (period: number, level: number, index: number) => number): number {
  const shifted = Math.floor(minute) + (hash(seed, symbol, 0x5eed) % PERIOD);
  const period = Math.floor(shifted / PERIOD);
  const t = shifted - period * PERIOD;
  let value = 0;
  for (let level = 1; level <= LEVELS; level++) {
    const length = PERIOD / 2 ** (level - 1);
    const index = Math.floor(t / length);
    const offset = t - index * length;
    const half = length / 2;
    // A tent that is 0 at the interval's ends and 1 at its midpoint.
    const tent = offset <= half ? offset / half : (length - offset) / half;
    if (tent > 0) value += tent * (Math.sqrt(length) / 2) * draw(period, level, index);
  }
  return value;
}

/** |normal()| never exceeds sqrt(-2 ln(1/4294967297)) = 6.6604 (u1 is at least 1/4294967297, |cos| at most 1). */
const MAX_DRAW = 6.661;
/**
 * SLACK[level]: how far B can stray, anywhere inside an interval of `level`, from the straight
 * line between its ends: at most what that level and every finer one add, each its largest draw.
 */
const SLACK = Array.from({ length: LEVELS + 2 }, () => 0);
for (let level = LEVELS; level >= 1; level--) SLACK[level] = SLACK[level + 1] + (Math.sqrt(PERIOD / 2 ** (level - 1)) / 2) * MAX_DRAW;
/** Rounding of the sums above, with room to spare (B is at most some thousands). */
const ROUNDING = 1e-6;

/**
 * Visits, in time order, the minutes of [first, last] (minute numbers, see minuteOf) at which
 * the path's price might lie in a range `mayReach` accepts, skipping without a draw every
 * stretch where it cannot: from the path's own structure, B inside an interval of the midpoint
 * construction stays within SLACK of the line between its ends, so an interval is only opened
 * (one draw: its midpoint) while its bounds might reach. `mayReach(low, high)` is asked the
 * bounds of the price over a stretch, and may change its answer as the visits go. `visit` gets
 * the minute and its price as PathScanner.priceApprox reads it (to within rounding: B summed in
 * another order), and returns true to stop. Returns whether it stopped.
 */
export function searchPath(
  seed: number,
  symbol: TradingSymbol,
  first: number,
  last: number,
  mayReach: (low: number, high: number) => boolean,
  visit: (minute: number, price: number) => boolean,
): boolean {
  const symbolIndex = pathIndexOf(symbol);
  const start = Number(START_PRICES[symbol]);
  const shift = hash(seed, symbolIndex, 0x5eed) % PERIOD;
  const [lo, hi] = [first + shift, last + shift];
  const price = (b: number) => Math.max(start * Math.exp(SIGMA_PER_MINUTE * b), 0.01);
  for (let period = Math.floor(lo / PERIOD); period <= Math.floor(hi / PERIOD); period++) {
    const base = period * PERIOD;
    // The interval [s, e) of `level` and `index`, B being bs and be at its ends.
    const open = (level: number, index: number, s: number, e: number, bs: number, be: number): boolean => {
      if (base + e <= lo || base + s > hi) return false;
      // One minute: B is bs there, every finer level's tent being 0 at it.
      if (e - s === 1) return visit(base + s - shift, price(bs));
      const slack = SLACK[level] + ROUNDING;
      if (!mayReach(price(Math.min(bs, be) - slack), price(Math.max(bs, be) + slack))) return false;
      const mid = (s + e) / 2;
      const bm = (bs + be) / 2 + (Math.sqrt(e - s) / 2) * normal(seed, symbolIndex, period, level, index);
      return open(level + 1, 2 * index, s, mid, bs, bm) || open(level + 1, 2 * index + 1, mid, e, bm, be);
    };
    if (open(1, 0, 0, PERIOD, 0, 0)) return true;
  }
  return false;
}

/**
 * One seed's and symbol's path read minute after minute (a clock's processing): neighbouring
 * minutes share all but their lowest levels' draws, so each level's last draw is kept and a
 * minute costs about two new draws instead of seventeen. Same values as brownianAt, bit for bit.
 */
export class PathScanner {
  private readonly kept: { period: number; index: number; value: number }[] = [];
  private readonly symbolIndex: number;

  constructor(
    private readonly seed: number,
    private readonly symbol: TradingSymbol,
  ) {
    this.symbolIndex = pathIndexOf(symbol);
  }

  brownianAt(minute: number): number {
    return brownian(this.seed, this.symbolIndex, minute, (period, level, index) => {
      const kept = this.kept[level];
      if (kept && kept.period === period && kept.index === index) return kept.value;
      const value = normal(this.seed, this.symbolIndex, period, level, index);
      this.kept[level] = { period, index, value };
      return value;
    });
  }

  /**
   * pathPrice as a plain number, for scanning thousands of minutes cheaply; it can differ from
   * pathPrice by a rounding cent, so a decision near a boundary confirms with pathPrice.
   */
  priceApprox(instant: Date): number {
    const factor = Math.exp(SIGMA_PER_MINUTE * this.brownianAt(minuteOf(instant)));
    return Math.max(Number(START_PRICES[this.symbol]) * factor, 0.01);
  }
}

export function minuteOf(instant: Date): number {
  return Math.floor((instant.getTime() - PRICE_PATH_EPOCH) / MINUTE_MS);
}

/** Every order of an account reads all its symbols' prices at the same minute: remembered, not redrawn. */
const recent = new LRUCache<string, Decimal>({ max: 10_000 });

/** The price of `symbol` at `instant` on the path of `seed`, in cents, never below one cent. */
export function pathPrice(seed: number, symbol: TradingSymbol, instant: Date): Decimal {
  const key = `${seed}:${symbol}:${minuteOf(instant)}`;
  const known = recent.get(key);
  if (known) return known;
  const price = drawnPrice(seed, symbol, instant);
  recent.set(key, price);
  return price;
}

function drawnPrice(seed: number, symbol: TradingSymbol, instant: Date): Decimal {
  return priceFromBrownian(symbol, brownianAt(seed, pathIndexOf(symbol), minuteOf(instant)));
}

function priceFromBrownian(symbol: TradingSymbol, b: number): Decimal {
  const start = new Decimal(START_PRICES[symbol]);
  const factor = Math.exp(SIGMA_PER_MINUTE * b);
  return Decimal.max(start.times(factor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), '0.01');
}

/**
 * pathPrice in whole cents, from B as a scanner read it: the same cents, bit for bit, at a
 * fraction of the cost. Plain floating point rounds the same way as the Decimal product except
 * within a hair of a half cent, where it asks Decimal (about one minute in 100,000).
 */
export function centsFromBrownian(symbol: TradingSymbol, start: number, b: number): number {
  const exact = start * Math.exp(SIGMA_PER_MINUTE * b) * 100;
  const fraction = exact - Math.floor(exact);
  if (Math.abs(fraction - 0.5) < 1e-6) return priceFromBrownian(symbol, b).times(100).toNumber();
  return Math.max(Math.round(exact), 1);
}

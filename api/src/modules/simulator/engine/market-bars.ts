import { LRUCache } from 'lru-cache';
import { sessionsFrom, tradingSession, TradingSession } from './market-hours';
import { IsoDate, isoDate } from './new-york-time';
import { centsFromBrownian, hash, pathIndexOf, PathScanner, minuteOf } from './price-path';
import { START_PRICES, TradingSymbol } from './types';

/**
 * OHLCV bars computed from the seeded price path (docs/decisions/market-data-from-the-price-path.md):
 * no stored history, the same seed and range give the same bars. Bars cover session minutes only
 * (the NYSE calendar of market-hours.ts). A minute's close is the path's price in that minute (what
 * an order at that minute fills at); its open is the close of the bar before, the last session
 * minute's for the first minute of a session, so the overnight move falls inside the opening bar;
 * its high and low stray beyond open and close by a small amount a hash fixes; its volume is a
 * hash-drawn count, larger at the open and close and on big moves. Hours and days aggregate
 * their minutes exactly.
 */
export const TIMEFRAMES = ['1Min', '1Hour', '1Day'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** A bar in cents and milliseconds; `t` is the start of its first minute, `end` when its last one ends. */
export interface Bar {
  t: number;
  end: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** How far a minute's high and low may stray beyond its open and close: 3 bp of the price, at least a cent. */
const EXCURSION = 0.0003;
const MAX_DAYS_BACK = 366;
/**
 * Sessions one page may work through (about 100,000 minutes, some 50 ms of drawing): a page of
 * hours or days stops there with a cursor, short of `limit`, so no request holds the event loop
 * for seconds. A page of 10,000 minutes spans 26 sessions, far inside it.
 */
export const MAX_SESSIONS_PER_PAGE = 260;

/** One session's minute bars, as columns. */
interface SessionBars {
  session: TradingSession;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Int32Array;
}

/**
 * Sessions already worked out, per seed and symbol: about 8 KB each, so 2,000 hold eight years of
 * one symbol, or a year of eight. A year of 1Min bars pages through 252 of them.
 */
const computed = new LRUCache<string, SessionBars>({ max: 2_000 });

function previousDate(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  const before = new Date(Date.UTC(y, m - 1, d, 12) - 86_400_000);
  return isoDate(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate());
}

function previousSession(session: TradingSession): TradingSession {
  let date = session.date;
  for (let i = 0; i < MAX_DAYS_BACK; i++) {
    date = previousDate(date);
    const found = tradingSession(date);
    if (found) return found;
  }
  throw new Error(`No trading session within a year before ${session.date}`);
}

const unit = (seed: number, symbolIndex: number, minute: number, salt: number) => hash(seed, symbolIndex, minute, salt) / 4294967296;

/** The minute bars of one session of one seed's and symbol's path (remembered). */
export function sessionBars(seed: number, symbol: TradingSymbol, session: TradingSession): SessionBars {
  const key = `${seed}:${symbol}:${session.date}`;
  const known = computed.get(key);
  if (known) return known;
  const index = pathIndexOf(symbol);
  const start = Number(START_PRICES[symbol]);
  const scanner = new PathScanner(seed, symbol);
  const first = minuteOf(session.open);
  const count = (session.close.getTime() - session.open.getTime()) / MINUTE_MS;
  // Shares a minute around midday: a level of the symbol's own, the same for every seed.
  const base = 200 + (hash(index, 0x701) % 3_000);
  const bars: SessionBars = {
    session,
    open: new Int32Array(count),
    high: new Int32Array(count),
    low: new Int32Array(count),
    close: new Int32Array(count),
    volume: new Int32Array(count),
  };
  let before = centsFromBrownian(symbol, start, scanner.brownianAt(minuteOf(previousSession(session).close) - 1));
  for (let i = 0; i < count; i++) {
    const minute = first + i;
    const close = centsFromBrownian(symbol, start, scanner.brownianAt(minute));
    const open = before;
    const reach = Math.max(1, Math.round(close * EXCURSION)) + 1;
    const fromMiddle = (i + 0.5) / count - 0.5;
    const move = Math.abs(close - open) / open;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = Math.max(open, close) + Math.floor(unit(seed, index, minute, 0xb1) * reach);
    bars.low[i] = Math.max(1, Math.min(open, close) - Math.floor(unit(seed, index, minute, 0xb2) * reach));
    bars.volume[i] = Math.round(base * (0.25 + 1.5 * unit(seed, index, minute, 0xb3)) * (1 + 6 * fromMiddle * fromMiddle) * (1 + 40 * move));
    before = close;
  }
  computed.set(key, bars);
  return bars;
}

/** The bar of minutes [from, to) of a session (indices), aggregated. */
function aggregate(bars: SessionBars, from: number, to: number): Bar {
  let high = 0;
  let low = Number.MAX_SAFE_INTEGER;
  let volume = 0;
  for (let i = from; i < to; i++) {
    if (bars.high[i] > high) high = bars.high[i];
    if (bars.low[i] < low) low = bars.low[i];
    volume += bars.volume[i];
  }
  const open = bars.session.open.getTime();
  return { t: open + from * MINUTE_MS, end: open + to * MINUTE_MS, open: bars.open[from], high, low, close: bars.close[to - 1], volume };
}

/**
 * The session's bars of `timeframe` in time order: a minute each; a clock hour each (the first
 * from 09:30, the 13:00 early close ending the last); the whole session.
 */
export function barsOfSession(bars: SessionBars, timeframe: Timeframe): Bar[] {
  const count = bars.close.length;
  if (timeframe === '1Day') return [aggregate(bars, 0, count)];
  if (timeframe === '1Min') return Array.from({ length: count }, (_, i) => aggregate(bars, i, i + 1));
  const open = bars.session.open.getTime();
  const hours: Bar[] = [];
  for (let from = 0; from < count;) {
    const hourEnd = (Math.floor((open + from * MINUTE_MS) / HOUR_MS) + 1) * HOUR_MS;
    const to = Math.min(count, (hourEnd - open) / MINUTE_MS);
    hours.push(aggregate(bars, from, to));
    from = to;
  }
  return hours;
}

export interface BarsPage {
  bars: Bar[];
  /** The `t` of the first bar of the next page, or null when this one ends the range. */
  next: number | null;
}

/**
 * The bars of one seed's and symbol's path that start in [from, to) and have ended by `now`
 * (never a bar still forming on the account's clock), at most `limit` of them.
 */
export function barsPage(seed: number, symbol: TradingSymbol, timeframe: Timeframe, range: { from: number; to: number; now: number; limit: number }): BarsPage {
  const { from, to, now, limit } = range;
  const bars: Bar[] = [];
  if (from >= to) return { bars, next: null };
  let visited = 0;
  for (const session of sessionsFrom(new Date(from))) {
    if (session.open.getTime() >= Math.min(to, now)) break;
    if (visited++ === MAX_SESSIONS_PER_PAGE) return { bars, next: Math.max(from, session.open.getTime()) };
    const all = timeframe === '1Min' ? minuteBarsFrom(sessionBars(seed, symbol, session), from) : barsOfSession(sessionBars(seed, symbol, session), timeframe);
    for (const bar of all) {
      if (bar.t < from) continue;
      if (bar.t >= to || bar.end > now) return { bars, next: null };
      if (bars.length === limit) return { bars, next: bar.t };
      bars.push(bar);
    }
  }
  return { bars, next: null };
}

/** A session's minute bars from the minute `from` falls in (none skipped and built for nothing). */
function minuteBarsFrom(bars: SessionBars, from: number): Bar[] {
  const first = Math.max(0, Math.ceil((from - bars.session.open.getTime()) / MINUTE_MS));
  return Array.from({ length: Math.max(0, bars.close.length - first) }, (_, i) => aggregate(bars, first + i, first + i + 1));
}

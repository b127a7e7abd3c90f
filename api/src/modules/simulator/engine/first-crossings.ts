import type Decimal from 'decimal.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { limitCrossed, stopTriggered } from './decide-order';
import { extendedSessionsFrom } from './extended-hours';
import { sessionsFrom } from './market-hours';
import { pathPrice, PRICE_PATH_EPOCH, searchPath } from './price-path';
import type { Side, TradingSymbol } from './types';

/** A working order whose limit (or stop) the seeded path may cross. */
export interface CrossableOrder {
  id: string;
  symbol: TradingSymbol;
  side: Side;
  /** The limit the seeded path fills it at, or the stop it triggers at; null when its script, not the path, decides (or a market order). */
  crossLimit: Decimal | null;
  /** 'stop': crossLimit is a stop, reached from the other side (a buy at or above it); a limit otherwise. */
  crossAs?: 'limit' | 'stop';
  /** A day order's close; null for gtc. */
  expiresAt: Date | null;
  /** Crossed in pre-market and after-hours too (an extended-hours limit at northwind), not only in sessions. */
  extendedHours?: boolean;
}

const MINUTE_MS = 60_000;
/** Within a cent of the limit the approximate price may round the other way: the exact one decides. */
const ROUNDING_MARGIN = 0.011;
/** Sessions searched per step: a month of them costs a few milliseconds. */
const SESSIONS_PER_STEP = 20;

/** Which hours of a trading day the path may cross an order in: the session's, or with pre-market and after-hours. */
export type TradingHours = 'regular' | 'extended';

/** The minute boundaries t with from < t <= to of each session (or extended hours) open in between: [first, last] (epoch ms), in time order. */
export function* sessionWindows(from: Date, to: Date, hours: TradingHours = 'regular'): Generator<[number, number]> {
  for (const session of hours === 'extended' ? extendedSessionsFrom(from) : sessionsFrom(from)) {
    if (session.open.getTime() > to.getTime()) return;
    const first = Math.max(session.open.getTime(), Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
    const last = Math.min(session.close.getTime() - MINUTE_MS, Math.floor(to.getTime() / MINUTE_MS) * MINUTE_MS);
    if (first <= last) yield [first, last];
  }
}

/** Whether the order is reached by a price at or below its level (a buy limit, a sell stop), rather than at or above. */
const reachedFromAbove = (o: CrossableOrder) => (o.side === 'buy') === (o.crossAs !== 'stop');

/** Whether `price` crosses the order's level: its limit as limitCrossed says, its stop as stopTriggered does. */
export function levelCrossed(o: CrossableOrder, price: Decimal): boolean {
  return o.crossAs === 'stop' ? stopTriggered(o.side, o.crossLimit!, price) : limitCrossed(o.side, o.crossLimit!, price);
}

/** One symbol's orders still waiting for the path to cross their limits (or stops). */
class SymbolSearch {
  private waiting: (CrossableOrder & { limit: number; below: boolean })[];
  /** The highest level reached from above (buy limits, sell stops) and the lowest reached from below, among the orders still live at the stretch searched. */
  private highestBelow = -Infinity;
  private lowestAbove = Infinity;

  constructor(
    private readonly seed: number,
    private readonly symbol: TradingSymbol,
    orders: CrossableOrder[],
    private readonly found: Map<string, Date>,
  ) {
    this.waiting = orders.map((o) => ({ ...o, limit: o.crossLimit!.toNumber(), below: reachedFromAbove(o) }));
  }

  get done(): boolean {
    return this.waiting.length === 0;
  }

  /** Finds, in time order, the orders the path crosses at a minute boundary of [first, last] (epoch ms). */
  search(first: number, last: number): void {
    this.waiting = this.waiting.filter((o) => !o.expiresAt || o.expiresAt.getTime() > first);
    if (!this.bounds(first)) return;
    const mayReach = (low: number, high: number) => low <= this.highestBelow + ROUNDING_MARGIN || high >= this.lowestAbove - ROUNDING_MARGIN;
    searchPath(this.seed, this.symbol, (first - PRICE_PATH_EPOCH) / MINUTE_MS, (last - PRICE_PATH_EPOCH) / MINUTE_MS, mayReach, (minute, approx) =>
      this.visit(PRICE_PATH_EPOCH + minute * MINUTE_MS, approx),
    );
  }

  /**
   * As the minute-by-minute scan decided it: the approximate price picks the candidates (a
   * cent's margin dwarfs its rounding), the exact one decides.
   */
  private visit(t: number, approx: number): boolean {
    const at = new Date(t);
    let exact: Decimal | undefined;
    let crossed = false;
    for (const order of this.waiting) {
      if (order.expiresAt && t >= order.expiresAt.getTime()) continue;
      const maybe = order.below ? approx <= order.limit + ROUNDING_MARGIN : approx >= order.limit - ROUNDING_MARGIN;
      if (!maybe) continue;
      exact ??= pathPrice(this.seed, this.symbol, at);
      if (levelCrossed(order, exact)) {
        this.found.set(order.id, at);
        crossed = true;
      }
    }
    if (!crossed) return false;
    this.waiting = this.waiting.filter((o) => !this.found.has(o.id));
    return !this.bounds(t);
  }

  /** The limits still to be reached by an order live at `t`; false when none is. */
  private bounds(t: number): boolean {
    this.highestBelow = -Infinity;
    this.lowestAbove = Infinity;
    for (const o of this.waiting) {
      if (o.expiresAt && t >= o.expiresAt.getTime()) continue;
      if (o.below) this.highestBelow = Math.max(this.highestBelow, o.limit);
      else this.lowestAbove = Math.min(this.lowestAbove, o.limit);
    }
    return this.highestBelow > -Infinity || this.lowestAbove < Infinity;
  }
}

/**
 * Each crossable order's first session minute in (from, to] at which the seeded path crosses
 * its limit, before it expires, found session by session in steps (see step), each skipping
 * the stretches the path cannot reach a limit in (see searchPath) instead of reading every minute.
 */
export class CrossingSearch {
  readonly crossings = new Map<string, Date>();
  /** Regular-hours orders and extended-hours ones, each group over its own windows (a trading day each, in step). */
  private readonly groups: { symbols: SymbolSearch[]; windows: Generator<[number, number]>; done: boolean }[] = [];

  constructor(orders: CrossableOrder[], from: Date, to: Date, seed: number) {
    for (const hours of ['regular', 'extended'] as const) {
      const bySymbol = new Map<TradingSymbol, CrossableOrder[]>();
      for (const order of orders) {
        if (order.crossLimit && (order.extendedHours === true) === (hours === 'extended'))
          bySymbol.set(order.symbol, [...(bySymbol.get(order.symbol) ?? []), order]);
      }
      const symbols = [...bySymbol].map(([symbol, waiting]) => new SymbolSearch(seed, symbol, waiting, this.crossings));
      if (symbols.length) this.groups.push({ symbols, windows: sessionWindows(from, to, hours), done: false });
    }
  }

  /** Searches the next few trading days; true once the whole range is searched or every order found. */
  step(sessions = SESSIONS_PER_STEP): boolean {
    for (const group of this.groups) {
      for (let i = 0; i < sessions && !group.done; i++) {
        const next = group.windows.next();
        if (next.done) group.done = true;
        else for (const symbol of group.symbols) if (!symbol.done) symbol.search(next.value[0], next.value[1]);
        if (group.symbols.every((s) => s.done)) group.done = true;
      }
    }
    return this.groups.every((g) => g.done);
  }
}

/** The first crossings (see CrossingSearch), all at once. */
export function firstCrossings(orders: CrossableOrder[], from: Date, to: Date, seed: number): Map<string, Date> {
  const search = new CrossingSearch(orders, from, to, seed);
  while (!search.step());
  return search.crossings;
}

/** The same, letting other work run (the event loop turn) whenever a stretch of it has taken `sliceMs`. */
export async function firstCrossingsYielding(orders: CrossableOrder[], from: Date, to: Date, seed: number, sliceMs = 10): Promise<Map<string, Date>> {
  const search = new CrossingSearch(orders, from, to, seed);
  let began = performance.now();
  while (!search.step(1)) {
    if (performance.now() - began < sliceMs) continue;
    await nextTurn();
    began = performance.now();
  }
  return search.crossings;
}

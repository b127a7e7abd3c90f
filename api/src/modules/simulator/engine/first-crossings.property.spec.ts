import Decimal from 'decimal.js';
import fc from 'fast-check';
import { CrossableOrder, firstCrossings, firstCrossingsYielding, levelCrossed } from './first-crossings';
import { sessionCloseAfter } from './market-hours';
import { pathPrice, PathScanner } from './price-path';
import { searchCrossings } from './searched-crossings';
import { sessionMinutes } from './due-work';
import { SYMBOLS, TradingSymbol } from './types';

/** What the clock did before the search: every session minute read in turn (the results the search must keep). */
function minuteByMinute(orders: CrossableOrder[], from: Date, to: Date, seed: number): Map<string, Date> {
  const found = new Map<string, Date>();
  const scanners = new Map<TradingSymbol, PathScanner>();
  const crossable = orders.filter((o) => o.crossLimit);
  for (const t of sessionMinutes(from, to)) {
    const at = new Date(t);
    const approx = new Map<TradingSymbol, number>();
    for (const order of crossable) {
      if (found.has(order.id) || (order.expiresAt && t >= order.expiresAt.getTime())) continue;
      const scanner = scanners.get(order.symbol) ?? scanners.set(order.symbol, new PathScanner(seed, order.symbol)).get(order.symbol)!;
      const price = approx.get(order.symbol) ?? approx.set(order.symbol, scanner.priceApprox(at)).get(order.symbol)!;
      const limit = order.crossLimit!.toNumber();
      const below = (order.side === 'buy') === (order.crossAs !== 'stop');
      if (!(below ? price <= limit + 0.011 : price >= limit - 0.011)) continue;
      if (levelCrossed(order, pathPrice(seed, order.symbol, at))) found.set(order.id, at);
    }
    if (found.size === crossable.length) break;
  }
  return found;
}

const NOV_2026 = Date.parse('2026-11-23T14:00:00Z');
const DAY = 86_400_000;

/** Limits and stops around the price at `from`: some cross within hours, some within months, some never. */
const ordersAt = (from: Date, seed: number) =>
  fc
    .array(
      fc.record({
        symbol: fc.constantFrom(...SYMBOLS),
        side: fc.constantFrom('buy' as const, 'sell' as const),
        percent: fc.integer({ min: -25, max: 25 }),
        dayOrder: fc.boolean(),
        stop: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    )
    .map((specs) =>
      specs.map(({ symbol, side, percent, dayOrder, stop }, i): CrossableOrder => ({
        id: `o${i}`,
        symbol,
        side,
        crossAs: stop ? 'stop' : 'limit',
        crossLimit: pathPrice(seed, symbol, from)
          .times(1 + percent / 100)
          .toDecimalPlaces(2),
        expiresAt: dayOrder ? sessionCloseAfter(new Date(from.getTime() + i * DAY)) : null,
      })),
    );

const moves = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
    startMinutes: fc.integer({ min: 0, max: 300 * 24 * 60 }),
    spanMinutes: fc.integer({ min: 1, max: 45 * 24 * 60 }),
  })
  .chain(({ seed, startMinutes, spanMinutes }) => {
    const from = new Date(NOV_2026 + startMinutes * 60_000 + 17_000);
    const to = new Date(from.getTime() + spanMinutes * 60_000);
    return fc.record({ seed: fc.constant(seed), from: fc.constant(from), to: fc.constant(to), orders: ordersAt(from, seed) });
  });

describe('the first crossings of resting limits, found without reading every minute', () => {
  it('are the minutes the minute-by-minute scan finds, for any seed, range and orders', () => {
    fc.assert(
      fc.property(moves, ({ seed, from, to, orders }) => {
        expect(firstCrossings(orders, from, to, seed)).toEqual(minuteByMinute(orders, from, to, seed));
      }),
      { numRuns: 25 },
    );
  });

  it('cross the path’s periods (some 91 days each, so any 3½ months holds an end of one) alike', () => {
    const from = new Date('2026-12-01T15:00:00Z');
    const to = new Date('2027-03-15T15:00:00Z');
    const orders: CrossableOrder[] = SYMBOLS.flatMap((symbol, i) =>
      [0.85, 1.15].map((f, j) => ({
        id: `${symbol}-${j}`,
        symbol,
        side: f < 1 ? ('buy' as const) : ('sell' as const),
        crossLimit: pathPrice(5 + i, symbol, from)
          .times(f)
          .toDecimalPlaces(2),
        expiresAt: null,
      })),
    );
    expect(firstCrossings(orders, from, to, 5)).toEqual(minuteByMinute(orders, from, to, 5));
  });

  it('let other work run during a long search, and find the same', async () => {
    const from = new Date('2026-11-30T15:00:00Z');
    const to = new Date('2027-12-30T15:00:00Z');
    const orders: CrossableOrder[] = [{ id: 'never', symbol: 'AAPL', side: 'buy', crossLimit: new Decimal('0.01'), expiresAt: null }];
    // Other work queued behind the search: it runs once per turn the search gives up, whatever the machine's speed.
    let turns = 0;
    let searching = true;
    const other = () => {
      turns += 1;
      if (searching) setImmediate(other);
    };
    setImmediate(other);
    try {
      const found = await firstCrossingsYielding(orders, from, to, 9, 0);
      expect(found).toEqual(firstCrossings(orders, from, to, 9));
    } finally {
      searching = false;
    }
    expect(turns).toBeGreaterThan(10);
  });

  it('reuse what a search ahead found, searching afresh only orders that changed or came since', async () => {
    await fc.assert(
      fc.asyncProperty(moves, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), async ({ seed, from, to, orders }, aheadPct, laterPct) => {
        const span = to.getTime() - from.getTime();
        const aheadTo = new Date(from.getTime() + Math.round((span * aheadPct) / 100));
        const ahead = await searchCrossings(orders.slice(1), from, aheadTo, seed);
        // Since: the first order is new, the second changed its limit; the search starts later or at the same time.
        const changed = orders.map((o, i) => (i === 1 ? { ...o, crossLimit: o.crossLimit!.plus('0.50') } : o));
        const laterFrom = new Date(from.getTime() + Math.round((span * Math.min(laterPct, aheadPct)) / 200));
        const stillWorking = changed.filter((o) => !(ahead.crossings.get(o.id) && ahead.crossings.get(o.id)!.getTime() <= laterFrom.getTime()));
        const searched = await searchCrossings(stillWorking, laterFrom, to, seed, ahead);
        expect(searched.crossings).toEqual(firstCrossings(stillWorking, laterFrom, to, seed));
      }),
      { numRuns: 25 },
    );
  });
});

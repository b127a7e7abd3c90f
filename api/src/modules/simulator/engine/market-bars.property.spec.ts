import fc from 'fast-check';
import { ASSET_SYMBOLS } from './asset-catalogue';
import { sessionMinutes } from './due-work';
import { Bar, barsPage, MAX_SESSIONS_PER_PAGE, Timeframe } from './market-bars';
import { pathPrice } from './price-path';

const DAY = 86_400_000;
const JAN_2026 = Date.parse('2026-01-01T00:00:00Z');
const FAR = Date.parse('2100-01-01T00:00:00Z');

/** Every bar from `from` to `to`, page after page. */
function allBars(seed: number, symbol: (typeof ASSET_SYMBOLS)[number], timeframe: Timeframe, from: number, to: number, now = FAR, limit = 500): Bar[] {
  const bars: Bar[] = [];
  let cursor: number | null = from;
  while (cursor !== null) {
    const page = barsPage(seed, symbol, timeframe, { from: cursor, to, now, limit });
    bars.push(...page.bars);
    cursor = page.next;
  }
  return bars;
}

const ranges = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  symbol: fc.constantFrom(...ASSET_SYMBOLS),
  from: fc.integer({ min: JAN_2026, max: JAN_2026 + 700 * DAY }),
  days: fc.integer({ min: 1, max: 6 }),
});

describe('bars from the price path', () => {
  it('chain: each open is the close before, high ≥ max(open, close), low ≤ min(open, close), volume a count ≥ 0', () => {
    fc.assert(
      fc.property(ranges, fc.constantFrom<Timeframe>('1Min', '1Hour', '1Day'), ({ seed, symbol, from, days }, timeframe) => {
        const bars = allBars(seed, symbol, timeframe, from, from + days * DAY);
        bars.forEach((b, i) => {
          if (i > 0) expect(b.open).toBe(bars[i - 1].close);
          expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
          expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
          expect(b.low).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(b.volume) && b.volume >= 0).toBe(true);
          expect(b.t).toBeLessThan(b.end);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('cover exactly the session minutes of the range, each closing at the path’s price of its minute', () => {
    fc.assert(
      fc.property(ranges, ({ seed, symbol, from, days }) => {
        const to = from + days * DAY;
        const bars = allBars(seed, symbol, '1Min', from, to);
        // sessionMinutes gives minute starts in (from, to]; bars start in [from, to).
        const expected = [...sessionMinutes(new Date(from - 1), new Date(to - 1))];
        expect(bars.map((b) => b.t)).toEqual(expected);
        for (const b of bars.filter((_, i) => i % 97 === 0)) expect(b.close / 100).toBe(pathPrice(seed, symbol, new Date(b.t)).toNumber());
      }),
      { numRuns: 25 },
    );
  });

  it('are deterministic: the same seed and range give the same bars, whatever the paging', () => {
    fc.assert(
      fc.property(ranges, fc.integer({ min: 1, max: 400 }), ({ seed, symbol, from, days }, limit) => {
        const to = from + days * DAY;
        expect(allBars(seed, symbol, '1Min', from, to, FAR, limit)).toEqual(allBars(seed, symbol, '1Min', from, to, FAR, 10_000));
      }),
      { numRuns: 25 },
    );
  });

  it('aggregate: an hour and a day are exactly the fold of their minutes', () => {
    fc.assert(
      fc.property(ranges, fc.constantFrom<Timeframe>('1Hour', '1Day'), ({ seed, symbol, from, days }, timeframe) => {
        const to = from + days * DAY;
        const aggregated = allBars(seed, symbol, timeframe, from, to);
        for (const bar of aggregated) {
          const minutes = allBars(seed, symbol, '1Min', bar.t, bar.end);
          expect(minutes.length).toBe((bar.end - bar.t) / 60_000);
          expect(bar).toEqual({
            t: minutes[0].t,
            end: minutes[minutes.length - 1].end,
            open: minutes[0].open,
            high: Math.max(...minutes.map((m) => m.high)),
            low: Math.min(...minutes.map((m) => m.low)),
            close: minutes[minutes.length - 1].close,
            volume: minutes.reduce((sum, m) => sum + m.volume, 0),
          });
        }
      }),
      { numRuns: 20 },
    );
  });

  it('open a session at the last close of the one before (the overnight move falls inside the first bar)', () => {
    const friday = barsPage(42, 'SPY', '1Min', { from: Date.parse('2026-11-20T20:59:00Z'), to: Date.parse('2026-11-20T21:00:00Z'), now: FAR, limit: 5 });
    const monday = barsPage(42, 'SPY', '1Min', { from: Date.parse('2026-11-21T00:00:00Z'), to: FAR, now: FAR, limit: 1 });
    expect(monday.bars[0].t).toBe(Date.parse('2026-11-23T14:30:00Z'));
    expect(monday.bars[0].open).toBe(friday.bars[0].close);
  });

  it('never include a bar still forming on the clock, and cut a range at it', () => {
    const now = Date.parse('2026-11-23T15:10:30Z');
    const minutes = barsPage(7, 'AAPL', '1Min', { from: Date.parse('2026-11-23T14:30:00Z'), to: FAR, now, limit: 10_000 });
    expect(minutes.bars.map((b) => new Date(b.t).toISOString()).slice(-1)).toEqual(['2026-11-23T15:09:00.000Z']);
    expect(minutes.next).toBeNull();
    const hours = barsPage(7, 'AAPL', '1Hour', { from: Date.parse('2026-11-23T00:00:00Z'), to: FAR, now, limit: 10 });
    // 09:30–10:00 New York ended at 15:00Z; 10:00–11:00 is still forming.
    expect(hours.bars.map((b) => [new Date(b.t).toISOString(), new Date(b.end).toISOString()])).toEqual([
      ['2026-11-23T14:30:00.000Z', '2026-11-23T15:00:00.000Z'],
    ]);
    expect(barsPage(7, 'AAPL', '1Day', { from: Date.parse('2026-11-23T00:00:00Z'), to: FAR, now, limit: 10 }).bars).toEqual([]);
  });

  it('keep the NYSE calendar: 390 minutes a day, 210 on an early close, none on a holiday or weekend', () => {
    const day = (date: string) =>
      barsPage(1, 'QQQ', '1Min', { from: Date.parse(`${date}T00:00:00Z`), to: Date.parse(`${date}T23:59:00Z`), now: FAR, limit: 10_000 }).bars.length;
    expect([day('2026-11-25'), day('2026-11-26'), day('2026-11-27'), day('2026-11-28')]).toEqual([390, 0, 210, 0]);
    const hours = barsPage(1, 'QQQ', '1Hour', { from: Date.parse('2026-11-25T00:00:00Z'), to: Date.parse('2026-11-26T00:00:00Z'), now: FAR, limit: 100 });
    expect(hours.bars.map((b) => (b.end - b.t) / 60_000)).toEqual([30, 60, 60, 60, 60, 60, 60]);
  });

  it('page hours and days through at most MAX_SESSIONS_PER_PAGE sessions, with a cursor where they stop', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const page = barsPage(3, 'DIA', '1Day', { from, to: FAR, now: Date.parse('2028-01-01T00:00:00Z'), limit: 10_000 });
    expect(page.bars).toHaveLength(MAX_SESSIONS_PER_PAGE);
    const last = page.bars[page.bars.length - 1];
    const following = barsPage(3, 'DIA', '1Day', { from: page.next!, to: FAR, now: Date.parse('2028-01-01T00:00:00Z'), limit: 1 });
    expect(following.bars[0].t).toBeGreaterThan(last.t);
    expect(following.bars[0].open).toBe(last.close);
  });
});

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sessionMinutes } from './due-work';
import { pathPrice } from './price-path';
import { searchTrailing, TrailingOrder } from './trailing-stops';
import { PROPERTY_EPOCH, seededWindow } from './test-helpers';

/** A trailing stop (by amount or by percent) placed at `from`, on a seeded path over up to three days. */
const trailing = fc
  .record({
    ...seededWindow,
    byPercent: fc.boolean(),
    tenths: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ seed, startMinutes, spanMinutes, symbol, side, byPercent, tenths }) => {
    const from = new Date(PROPERTY_EPOCH + startMinutes * 60_000 + 17_000);
    const to = new Date(from.getTime() + spanMinutes * 60_000);
    const placed = pathPrice(seed, symbol, from);
    const percent = new Decimal(tenths).div(10);
    const order: TrailingOrder = {
      symbol,
      side,
      trailPrice: byPercent ? null : placed.times(percent).div(100).toDecimalPlaces(2).plus('0.01'),
      trailPercent: byPercent ? percent : null,
      waterMark: placed,
      expiresAt: null,
    };
    return { seed, from, to, order };
  });

/** The level a running high (sell) or low (buy) gives, computed here from the definition. */
function level(o: TrailingOrder, mark: Decimal): Decimal {
  const trail = o.trailPrice ?? mark.times(o.trailPercent!).div(100);
  return (o.side === 'sell' ? mark.minus(trail) : mark.plus(trail)).toDecimalPlaces(2);
}
const reached = (o: TrailingOrder, price: Decimal, lvl: Decimal) => (o.side === 'sell' ? price.lte(lvl) : price.gte(lvl));

describe('trailing stops on seeded price paths', () => {
  it('never trigger before the path moves the trail against its running high (sell) or low (buy), and fill at the trigger minute’s price', () => {
    fc.assert(
      fc.property(trailing, ({ seed, from, to, order }) => {
        const found = searchTrailing(order, from, to, seed);
        const end = found.triggeredAt ? found.triggeredAt.getTime() : Infinity;
        let mark = order.waterMark;
        for (const t of sessionMinutes(from, to)) {
          const price = pathPrice(seed, order.symbol, new Date(t));
          if (t === end) {
            // Triggered: the price of this minute (the fill's price) has reached the running mark's level.
            expect(reached(order, price, level(order, mark))).toBe(true);
            expect(found.waterMark.toFixed(2)).toBe(mark.toFixed(2));
            return;
          }
          expect(reached(order, price, level(order, mark))).toBe(false);
          mark = order.side === 'sell' ? Decimal.max(mark, price) : Decimal.min(mark, price);
        }
        expect(found.triggeredAt).toBeNull();
        expect(found.waterMark.toFixed(2)).toBe(mark.toFixed(2));
      }),
      { numRuns: 30 },
    );
  });

  it('are deterministic: the same order, range and seed trigger at the same minute with the same mark', () => {
    fc.assert(
      fc.property(trailing, ({ seed, from, to, order }) => {
        const [a, b] = [searchTrailing(order, from, to, seed), searchTrailing({ ...order }, from, to, seed)];
        expect(a.triggeredAt).toEqual(b.triggeredAt);
        expect(a.waterMark.toFixed(2)).toBe(b.waterMark.toFixed(2));
      }),
      { numRuns: 20 },
    );
  });
});

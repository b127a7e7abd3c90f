import Decimal from 'decimal.js';
import fc from 'fast-check';
import { stopTriggered } from './decide-order';
import { sessionMinutes } from './due-work';
import { CrossableOrder, firstCrossings } from './first-crossings';
import { pathPrice } from './price-path';
import { PROPERTY_EPOCH, seededWindow } from './test-helpers';

/** A stop a few percent away from the price at `from`, on a seeded path over up to three days. */
const stops = fc
  .record({
    ...seededWindow,
    percent: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ seed, startMinutes, spanMinutes, symbol, side, percent }) => {
    const from = new Date(PROPERTY_EPOCH + startMinutes * 60_000 + 17_000);
    const to = new Date(from.getTime() + spanMinutes * 60_000);
    // A buy stop above the market, a sell stop below it: what protects or enters on a breakout.
    const factor = side === 'buy' ? 1 + percent / 100 : 1 - percent / 100;
    const stop = pathPrice(seed, symbol, from).times(factor).toDecimalPlaces(2);
    const order: CrossableOrder = { id: 's', symbol, side, crossLimit: stop, crossAs: 'stop', expiresAt: null };
    return { seed, from, to, order, stop };
  });

describe('stop orders on seeded price paths', () => {
  it('never trigger before the path reaches the stop, and trigger at a price on the stop’s side of it', () => {
    fc.assert(
      fc.property(stops, ({ seed, from, to, order, stop }) => {
        const at = firstCrossings([order], from, to, seed).get('s');
        const end = at ? at.getTime() : to.getTime() + 1;
        for (const t of sessionMinutes(from, to)) {
          if (t >= end) break;
          expect(stopTriggered(order.side, stop, pathPrice(seed, order.symbol, new Date(t)))).toBe(false);
        }
        if (!at) return;
        // The stop becomes a market order and fills at this price: a buy at or above its stop, a sell at or below.
        const fill = pathPrice(seed, order.symbol, at);
        if (order.side === 'buy') expect(fill.greaterThanOrEqualTo(stop)).toBe(true);
        else expect(fill.lessThanOrEqualTo(stop)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('trigger from the side opposite to a limit at the same level', () => {
    const from = new Date('2026-11-23T14:30:00Z');
    const level = pathPrice(3, 'AAPL', from);
    const price = (t: Date) => pathPrice(3, 'AAPL', t);
    const to = new Date(from.getTime() + 5 * 86_400_000);
    const found = firstCrossings(
      [
        { id: 'buy-stop', symbol: 'AAPL', side: 'buy', crossLimit: level.plus('0.50'), crossAs: 'stop', expiresAt: null },
        { id: 'sell-limit', symbol: 'AAPL', side: 'sell', crossLimit: level.plus('0.50'), expiresAt: null },
      ],
      from,
      to,
      3,
    );
    // Both wait for the price to rise to the level: the same first minute.
    expect(found.get('buy-stop')).toEqual(found.get('sell-limit'));
    if (found.get('buy-stop')) expect(price(found.get('buy-stop')!).greaterThanOrEqualTo(new Decimal(level.plus('0.50')))).toBe(true);
  });
});

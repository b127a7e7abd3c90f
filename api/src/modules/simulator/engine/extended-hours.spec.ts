import Decimal from 'decimal.js';
import { extendedCloseAfter, extendedSessionsFrom } from './extended-hours';
import { firstCrossings, sessionWindows } from './first-crossings';
import { pathPrice } from './price-path';

// Monday 23 November 2026 (New York is UTC-5): pre-market from 04:00 (09:00Z), after-hours to 20:00 (01:00Z Tuesday).
const MONDAY_CLOSE = new Date('2026-11-23T21:00:00Z');
const BEFORE_TUESDAY_OPEN = new Date('2026-11-24T14:29:00Z');
const SEED = 46;

describe('extended hours: pre-market from 04:00, after-hours to 20:00 New York', () => {
  it('a trading day’s extended hours run from 04:00 to 20:00, and to 17:00 after an early close', () => {
    const [monday] = extendedSessionsFrom(new Date('2026-11-23T12:00:00Z'));
    expect([monday.open.toISOString(), monday.close.toISOString()]).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-24T01:00:00.000Z']);
    // Friday 27 November closes at 13:00 (the day after Thanksgiving): after-hours ends at 17:00.
    const [friday] = extendedSessionsFrom(new Date('2026-11-27T12:00:00Z'));
    expect(friday.close.toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('an extended-hours day order lives until the after-hours under way ends, or the next one', () => {
    expect(extendedCloseAfter(new Date('2026-11-23T23:00:00Z')).toISOString()).toBe('2026-11-24T01:00:00.000Z'); // placed 18:00 Monday
    expect(extendedCloseAfter(new Date('2026-11-24T02:00:00Z')).toISOString()).toBe('2026-11-25T01:00:00.000Z'); // placed 21:00 Monday
    expect(extendedCloseAfter(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-27T22:00:00.000Z'); // Thanksgiving: Friday's
  });

  it('the extended windows of a night hold after-hours, then the next pre-market; the regular ones nothing', () => {
    expect([...sessionWindows(MONDAY_CLOSE, BEFORE_TUESDAY_OPEN)]).toEqual([]);
    expect([...sessionWindows(MONDAY_CLOSE, BEFORE_TUESDAY_OPEN, 'extended')].map(([a, b]) => [new Date(a).toISOString(), new Date(b).toISOString()])).toEqual([
      ['2026-11-23T21:01:00.000Z', '2026-11-24T00:59:00.000Z'],
      ['2026-11-24T09:00:00.000Z', '2026-11-24T14:29:00.000Z'],
    ]);
  });

  it('the path crosses an extended-hours limit after the close; the same limit in regular hours waits for the open', () => {
    const firstAfterHours = new Date('2026-11-23T21:01:00Z');
    const limit = pathPrice(SEED, 'AAPL', firstAfterHours);
    const order = { symbol: 'AAPL' as const, side: 'buy' as const, crossLimit: new Decimal(limit), expiresAt: null };
    const crossings = firstCrossings(
      [
        { ...order, id: 'extended', extendedHours: true },
        { ...order, id: 'regular' },
      ],
      MONDAY_CLOSE,
      BEFORE_TUESDAY_OPEN,
      SEED,
    );
    expect(crossings.get('extended')).toEqual(firstAfterHours);
    expect(crossings.has('regular')).toBe(false);
  });
});

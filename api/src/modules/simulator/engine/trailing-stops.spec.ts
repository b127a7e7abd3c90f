import Decimal from 'decimal.js';
import { sessionMinutes } from './due-work';
import { pathPrice } from './price-path';
import { trailingLevel } from './trailing-level';
import { searchTrailing, TrailingOrder } from './trailing-stops';

const d = (v: string) => new Decimal(v);
const from = new Date('2026-11-23T14:30:00Z');
const to = new Date('2026-11-27T21:00:00Z');
const at = (mark: Decimal, o: Partial<TrailingOrder> = {}): TrailingOrder => ({
  symbol: 'AAPL',
  side: 'sell',
  trailPrice: null,
  trailPercent: null,
  waterMark: mark,
  expiresAt: null,
  ...o,
});

describe('trailing stop level', () => {
  it('is a sell’s high less the trail amount, a buy’s low plus it', () => {
    expect(trailingLevel({ side: 'sell', trailPrice: d('2.50'), trailPercent: null }, d('200')).toFixed(2)).toBe('197.50');
    expect(trailingLevel({ side: 'buy', trailPrice: d('2.50'), trailPercent: null }, d('200')).toFixed(2)).toBe('202.50');
  });

  it('is a sell’s high times 1 − p/100, a buy’s low times 1 + p/100, to the cent', () => {
    expect(trailingLevel({ side: 'sell', trailPrice: null, trailPercent: d('5') }, d('123.45')).toFixed(2)).toBe('117.28');
    expect(trailingLevel({ side: 'buy', trailPrice: null, trailPercent: d('5') }, d('123.45')).toFixed(2)).toBe('129.62');
  });
});

describe('searchTrailing on a seeded path', () => {
  const start = pathPrice(7, 'AAPL', from);

  it('with a trail wider than the path moves never triggers, and keeps the session high as the water mark', () => {
    const found = searchTrailing(at(start, { trailPrice: d('10000') }), from, to, 7);
    expect(found.triggeredAt).toBeNull();
    let high = start;
    for (const t of sessionMinutes(from, to)) high = Decimal.max(high, pathPrice(7, 'AAPL', new Date(t)));
    expect(found.waterMark.toFixed(2)).toBe(high.toFixed(2));
  });

  it('a buy keeps the session low', () => {
    const found = searchTrailing(at(start, { side: 'buy', trailPrice: d('10000') }), from, to, 7);
    let low = start;
    for (const t of sessionMinutes(from, to)) low = Decimal.min(low, pathPrice(7, 'AAPL', new Date(t)));
    expect(found.waterMark.toFixed(2)).toBe(low.toFixed(2));
  });

  it('with a tight trail triggers at a minute whose price is at or below the level of the high before it', () => {
    const found = searchTrailing(at(start, { trailPercent: d('0.5') }), from, to, 7);
    expect(found.triggeredAt).not.toBeNull();
    const price = pathPrice(7, 'AAPL', found.triggeredAt!);
    expect(price.lessThanOrEqualTo(d(found.waterMark.times('0.995').toFixed(2)))).toBe(true);
  });

  it('continued from a persisted water mark finds what one search over the whole move finds', () => {
    const order = at(start, { trailPercent: d('1.5') });
    const whole = searchTrailing(order, from, to, 7);
    const middle = new Date('2026-11-24T18:00:00Z');
    const first = searchTrailing(order, from, middle, 7);
    const found = first.triggeredAt ? first : searchTrailing({ ...order, waterMark: first.waterMark }, middle, to, 7);
    expect(found.triggeredAt).toEqual(whole.triggeredAt);
    expect(found.waterMark.toFixed(2)).toBe(whole.waterMark.toFixed(2));
  });

  it('does not trigger at or after a day order’s close', () => {
    const close = new Date('2026-11-23T21:00:00Z');
    const found = searchTrailing(at(start, { trailPercent: d('0.01'), expiresAt: close }), from, to, 7);
    expect(found.triggeredAt!.getTime()).toBeLessThan(close.getTime());
    const none = searchTrailing(at(start, { trailPercent: d('0.01'), expiresAt: from }), from, to, 7);
    expect(none.triggeredAt).toBeNull();
  });
});

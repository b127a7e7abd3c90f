import Decimal from 'decimal.js';
import { decideOrder, immediateOrCancel, reservePriceOf } from './decide-order';
import { awaitsTrigger, crossingOf } from './stop-orders';
import { openAccount, pricesWith } from './test-helpers';
import { searchTrailing, searchTrailingStops } from './trailing-stops';

describe('a trailing stop as it is placed', () => {
  const prices = pricesWith({ NVDA: '100.00' });
  const buy = { symbol: 'NVDA' as const, side: 'buy' as const, orderType: 'trailing_stop' as const, quantity: 100 };

  it('rests pending, and a buy holds buying power at its level as placed: the price plus the trail', () => {
    expect(decideOrder(openAccount(), { ...buy, trailPrice: new Decimal('2.50') }, prices)).toEqual({ outcome: 'pending' });
    expect(reservePriceOf({ ...buy, trailPrice: new Decimal('2.50') }, prices.NVDA).toFixed(2)).toBe('102.50');
    expect(reservePriceOf({ ...buy, trailPercent: new Decimal('5') }, prices.NVDA).toFixed(2)).toBe('105.00');
  });

  it('is rejected when its level times the quantity is beyond buying power', () => {
    const order = { ...buy, quantity: 2000, trailPercent: new Decimal('10') };
    expect(decideOrder(openAccount(), order, prices)).toMatchObject({ outcome: 'reject', details: { required: '220000.00' } });
  });

  it('cannot fill as it arrives, so immediate-or-cancel cancels it', () => {
    expect(immediateOrCancel({ outcome: 'pending' }, { ...buy, trailPrice: new Decimal('1') }, prices)).toEqual({ outcome: 'cancel' });
  });

  it('awaits its trigger, found by its own search rather than the fixed-level crossing search', () => {
    const levels = { orderType: 'trailing_stop' as const, limitPrice: null, stopPrice: null, triggeredAt: null, scripted: false };
    expect(awaitsTrigger(levels)).toBe(true);
    expect(crossingOf(levels)).toEqual({ crossLimit: null });
  });

  it('is searched from its placement when the account was processed up to an earlier time', () => {
    const from = new Date('2026-11-23T14:30:00Z');
    const placedAt = new Date('2026-11-23T16:00:00Z');
    const to = new Date('2026-11-24T21:00:00Z');
    const order = {
      id: 't',
      symbol: 'AAPL' as const,
      side: 'sell' as const,
      trailPrice: null,
      trailPercent: new Decimal('0.5'),
      waterMark: new Decimal('200'),
      expiresAt: null,
    };
    const found = searchTrailingStops([{ ...order, placedAt }], from, to, 7).get('t')!;
    expect(found).toEqual(searchTrailing(order, placedAt, to, 7));
    if (found.triggeredAt) expect(found.triggeredAt.getTime()).toBeGreaterThan(placedAt.getTime());
  });
});

import Decimal from 'decimal.js';
import { onClosedMarket } from './closed-market';

// Thanksgiving 2026, 10:00 New York: closed all day; the next open is Friday's, 09:30.
const THANKSGIVING = new Date('2026-11-26T15:00:00Z');
const FRIDAY_OPEN = new Date('2026-11-27T14:30:00Z');
const fill = { outcome: 'fill' as const, price: new Decimal('230.00') };

describe('an order placed while the sandbox market is closed', () => {
  it('is a market order accepted pending, to fill at the next open', () => {
    expect(onClosedMarket(fill, { orderType: 'market', timeInForce: 'day' }, THANKSGIVING)).toEqual({ decision: { outcome: 'pending' }, fillsAt: FRIDAY_OPEN });
    // 04:45 New York on a trading day: that day's open.
    expect(onClosedMarket(fill, { orderType: 'market', timeInForce: 'gtc' }, new Date('2026-11-30T09:45:00Z')).fillsAt).toEqual(
      new Date('2026-11-30T14:30:00Z'),
    );
  });

  it('is canceled when it is immediate-or-cancel, of either type', () => {
    expect(onClosedMarket(fill, { orderType: 'market', timeInForce: 'ioc' }, THANKSGIVING).decision).toEqual({ outcome: 'cancel' });
    expect(onClosedMarket(fill, { orderType: 'limit', timeInForce: 'ioc' }, THANKSGIVING).decision).toEqual({ outcome: 'cancel' });
  });

  it('keeps a rejection and a resting limit as they were', () => {
    const reject = { outcome: 'reject' as const, reason: 'INSUFFICIENT_SHARES' as const, details: { requested: 1, available: 0 } };
    expect(onClosedMarket(reject, { orderType: 'market', timeInForce: 'ioc' }, THANKSGIVING)).toEqual({ decision: reject, fillsAt: null });
    expect(onClosedMarket({ outcome: 'pending' }, { orderType: 'limit', timeInForce: 'day' }, THANKSGIVING)).toEqual({
      decision: { outcome: 'pending' },
      fillsAt: null,
    });
  });
});

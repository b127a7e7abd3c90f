import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { decideOrder, immediateOrCancel, stopTriggered } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('a buy stop, and a stop-limit, waiting for the price to rise', () => {
  const prices = pricesWith({ NVDA: '100.00' });

  it('is accepted pending and holds buying power at its stop', () => {
    const stop = new Decimal('110.00');
    const order = { symbol: 'NVDA' as const, side: 'buy' as const, orderType: 'stop' as const, quantity: 100, stopPrice: stop };
    expect(decideOrder(openAccount(), order, prices)).toEqual({ outcome: 'pending' });
    const state = { ...openAccount(), pending: [{ symbol: 'NVDA' as const, side: 'buy' as const, quantity: 100, limitPrice: stop }] };
    expect(accountMetrics(state, prices).buyingPower.toFixed(2)).toBe('189000.00');
  });

  it('is rejected when the stop times the quantity is beyond buying power', () => {
    const order = { symbol: 'NVDA' as const, side: 'buy' as const, orderType: 'stop' as const, quantity: 1000, stopPrice: new Decimal('250.00') };
    expect(decideOrder(openAccount(), order, prices)).toMatchObject({
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '250000.00' },
    });
  });

  it('checks a stop-limit against its limit, the most it pays', () => {
    const order = {
      symbol: 'NVDA' as const,
      side: 'buy' as const,
      orderType: 'stop_limit' as const,
      quantity: 1000,
      stopPrice: new Decimal('110.00'),
      limitPrice: new Decimal('250.00'),
    };
    expect(decideOrder(openAccount(), order, prices)).toMatchObject({ outcome: 'reject', details: { required: '250000.00' } });
  });

  it('triggers at or above its stop for a buy, at or below for a sell', () => {
    expect(stopTriggered('buy', new Decimal('110.00'), new Decimal('109.99'))).toBe(false);
    expect(stopTriggered('buy', new Decimal('110.00'), new Decimal('110.00'))).toBe(true);
    expect(stopTriggered('sell', new Decimal('90.00'), new Decimal('90.01'))).toBe(false);
    expect(stopTriggered('sell', new Decimal('90.00'), new Decimal('89.50'))).toBe(true);
  });

  it('cannot fill as it arrives, so immediate-or-cancel cancels it', () => {
    const order = { symbol: 'NVDA' as const, side: 'buy' as const, orderType: 'stop' as const, quantity: 1, stopPrice: new Decimal('90.00') };
    expect(immediateOrCancel({ outcome: 'pending' }, order, prices)).toEqual({ outcome: 'cancel' });
  });
});

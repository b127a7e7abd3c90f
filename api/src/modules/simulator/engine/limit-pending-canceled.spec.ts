import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('a limit order left pending, then canceled', () => {
  it('holds the reservation while pending and releases it in full on cancel', () => {
    const prices = pricesWith({ NVDA: '130.00' });
    const opened = openAccount();
    const order = { symbol: 'NVDA' as const, side: 'buy' as const, quantity: 50, limitPrice: new Decimal('120.00') };
    expect(decideOrder(opened, { ...order, orderType: 'limit' }, prices)).toEqual({ outcome: 'pending' });

    const pending = { ...opened, pending: [order] };
    expect(accountMetrics(pending, prices).reserved.toFixed(2)).toBe('6000.00');
    expect(accountMetrics(pending, prices).buyingPower.toFixed(2)).toBe('194000.00');

    const canceled = { ...pending, pending: [] };
    expect(accountMetrics(canceled, prices).buyingPower.toFixed(2)).toBe('200000.00');
    expect(canceled.cash.toFixed(2)).toBe('100000.00');
  });
});

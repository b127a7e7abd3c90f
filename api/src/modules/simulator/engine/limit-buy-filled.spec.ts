import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder, limitCrossed } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('a limit buy filled by a falling price', () => {
  it('waits while the price is above the limit, reserves buying power, and fills at the limit once crossed', () => {
    const limit = new Decimal('95.00');
    let state = openAccount();
    const decision = decideOrder(state, { symbol: 'MSFT', side: 'buy', orderType: 'limit', quantity: 100, limitPrice: limit }, pricesWith({ MSFT: '100.00' }));
    expect(decision).toEqual({ outcome: 'pending' });
    state = { ...state, pending: [{ symbol: 'MSFT', side: 'buy', quantity: 100, limitPrice: limit }] };
    expect(accountMetrics(state, pricesWith({ MSFT: '100.00' })).buyingPower.toFixed(2)).toBe('190500.00');

    expect(limitCrossed('buy', limit, new Decimal('95.01'))).toBe(false);
    expect(limitCrossed('buy', limit, new Decimal('94.80'))).toBe(true);

    state = applyFill({ ...state, pending: [] }, { symbol: 'MSFT', side: 'buy', quantity: 100, price: limit }).state;
    expect(state.cash.toFixed(2)).toBe('90500.00');
    expect(state.holdings.MSFT).toEqual({ quantity: 100, costBasis: new Decimal('9500.00') });
  });

  it('fills a limit sell at or above its limit only', () => {
    expect(limitCrossed('sell', new Decimal('120.00'), new Decimal('119.99'))).toBe(false);
    expect(limitCrossed('sell', new Decimal('120.00'), new Decimal('120.00'))).toBe(true);
  });
});

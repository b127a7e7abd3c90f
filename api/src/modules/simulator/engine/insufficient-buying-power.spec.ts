import Decimal from 'decimal.js';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('insufficient buying power with a reserved pending buy', () => {
  it('counts the pending buy against buying power and reports required and available', () => {
    const prices = pricesWith({ GOOGL: '100.00' });
    const state = { ...openAccount(), pending: [{ symbol: 'GOOGL' as const, side: 'buy' as const, quantity: 1500, limitPrice: new Decimal('100.00') }] };
    // Buying power: 200,000 - 150,000 reserved = 50,000.
    expect(decideOrder(state, { symbol: 'GOOGL', side: 'buy', orderType: 'market', quantity: 500 }, prices).outcome).toBe('fill');
    expect(decideOrder(state, { symbol: 'GOOGL', side: 'buy', orderType: 'market', quantity: 501 }, prices)).toEqual({
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '50100.00', available: '50000.00' },
    });
  });

  it('refuses even a buy whose amount rounds to nothing once prices have taken buying power below zero', () => {
    // 1,000 TSLA bought on margin at 150 (cash -50,000), now at 30: equity -20,000, buying power -70,000.
    const state = { ...openAccount(), cash: new Decimal('-50000.00'), holdings: { TSLA: { quantity: 1000, costBasis: new Decimal('150000.00') } } };
    const prices = pricesWith({ TSLA: '30.00', NVDA: '0.01' });
    expect(decideOrder(state, { symbol: 'NVDA', side: 'buy', orderType: 'market', quantity: 0.000000001 }, prices)).toEqual({
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '0.00', available: '-70000.00' },
    });
    // Selling what is held raises it, and is taken.
    expect(decideOrder(state, { symbol: 'TSLA', side: 'sell', orderType: 'market', quantity: 10 }, prices).outcome).toBe('fill');
  });
});

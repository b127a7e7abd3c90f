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
});

import Decimal from 'decimal.js';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('selling more than held', () => {
  const prices = pricesWith({ AAPL: '100.00' });
  const holding = applyFill(openAccount(), { symbol: 'AAPL', side: 'buy', quantity: 10, price: new Decimal('100.00') }).state;

  it('rejects a sale without a position (no short selling)', () => {
    expect(decideOrder(openAccount(), { symbol: 'AAPL', side: 'sell', orderType: 'market', quantity: 1 }, prices)).toEqual({
      outcome: 'reject',
      reason: 'INSUFFICIENT_SHARES',
      details: { requested: 1, available: 0 },
    });
  });

  it('counts shares already committed to pending sells', () => {
    const state = { ...holding, pending: [{ symbol: 'AAPL' as const, side: 'sell' as const, quantity: 7, limitPrice: new Decimal('120.00') }] };
    expect(decideOrder(state, { symbol: 'AAPL', side: 'sell', orderType: 'market', quantity: 3 }, prices).outcome).toBe('fill');
    expect(decideOrder(state, { symbol: 'AAPL', side: 'sell', orderType: 'limit', quantity: 4, limitPrice: new Decimal('110.00') }, prices)).toMatchObject({
      reason: 'INSUFFICIENT_SHARES',
      details: { requested: 4, available: 3 },
    });
  });
});

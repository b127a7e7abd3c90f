import Decimal from 'decimal.js';
import { averageFillPrice, partialFillTargets, rejectFigures } from './order-script';
import { openAccount, pricesWith } from './test-helpers';

describe('scripted broker outcomes', () => {
  it('splits a partial fill into whole shares, the last fill completing the order when the ratios add up to 1', () => {
    expect(partialFillTargets(10, [0.3, 0.7])).toEqual([3, 10]);
    expect(partialFillTargets(7, [0.5, 0.5])).toEqual([3, 7]);
    expect(partialFillTargets(10, [0.25, 0.25])).toEqual([2, 5]);
    expect(partialFillTargets(1, [0.1, 0.2, 0.7])).toEqual([0, 0, 1]);
  });

  it('splits a fractional order into billionths of a share, rounded down, the last fill completing it', () => {
    expect(partialFillTargets(1.5, [0.5, 0.5])).toEqual([0.75, 1.5]);
    expect(partialFillTargets(0.1, [0.3, 0.7])).toEqual([0.03, 0.1]);
    expect(partialFillTargets(0.000000001, [0.5, 0.5])).toEqual([0, 0.000000001]);
    expect(partialFillTargets(1.000000001, [1 / 3, 2 / 3])).toEqual([0.333333333, 1.000000001]);
  });

  it('gives a scripted rejection the figures of the real one', () => {
    const prices = pricesWith({ AAPL: '200.00' });
    expect(rejectFigures('INSUFFICIENT_BUYING_POWER', openAccount(), { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 2 }, prices)).toEqual({
      required: '400.00',
      available: '200000.00',
    });
    expect(rejectFigures('INSUFFICIENT_SHARES', openAccount(), { symbol: 'AAPL', side: 'sell', orderType: 'market', quantity: 2 }, prices)).toEqual({
      requested: 2,
      available: 0,
    });
    expect(rejectFigures('NO_PRICE', openAccount(), { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 2 }, prices)).toEqual({ symbol: 'AAPL' });
  });

  it('averages fill prices by quantity', () => {
    expect(averageFillPrice(0, null, 3, new Decimal('100')).toFixed(2)).toBe('100.00');
    expect(averageFillPrice(3, new Decimal('100'), 7, new Decimal('110')).toFixed(2)).toBe('107.00');
  });
});

import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { applyFill, valuePosition } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('a short sale opened at a broker that lends the symbol', () => {
  const at100 = pricesWith({ AAPL: '100.00' });
  const shortSale = { symbol: 'AAPL' as const, side: 'sell' as const, orderType: 'market' as const, quantity: 100, mayShort: true };

  it('fills at the price; the proceeds go to cash and the position is negative at its average sale price', () => {
    expect(decideOrder(openAccount(), shortSale, at100)).toEqual({ outcome: 'fill', price: new Decimal('100.00') });
    const { state, holding, realizedPnl } = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('100.00') });
    expect(state.cash.toFixed(2)).toBe('110000.00');
    expect(holding).toEqual({ quantity: -100, costBasis: new Decimal('-10000') });
    expect(realizedPnl.isZero()).toBe(true);
    expect(valuePosition(holding, new Decimal('90.00'))).toMatchObject({
      averageCost: new Decimal(100),
      marketValue: new Decimal(-9000),
      unrealizedPnl: new Decimal(1000),
    });
  });

  it('equity = cash + long value − short value; buying power falls by 150% of the short value', () => {
    const { state } = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('100.00') });
    expect(accountMetrics(state, at100)).toMatchObject({ equity: new Decimal(100000), marketValue: new Decimal(-10000), buyingPower: new Decimal(185000) });
    const at90 = accountMetrics(state, pricesWith({ AAPL: '90.00' }));
    expect(at90.equity.toFixed(2)).toBe('101000.00');
    expect(at90.buyingPower.toFixed(2)).toBe(new Decimal(202000).minus(13500).toFixed(2));
  });

  it('adds to a short at the new price (average of the two sales)', () => {
    const { state } = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('100.00') });
    const more = applyFill(state, { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('110.00') });
    expect(more.holding).toEqual({ quantity: -200, costBasis: new Decimal('-21000') });
    expect(valuePosition(more.holding, new Decimal('105.00')).averageCost.toFixed(2)).toBe('105.00');
  });

  it('sells the long shares first, then opens a short with the rest (one order through zero)', () => {
    const long = applyFill(openAccount(), { symbol: 'AAPL', side: 'buy', quantity: 10, price: new Decimal('100.00') }).state;
    const flip = applyFill(long, { symbol: 'AAPL', side: 'sell', quantity: 30, price: new Decimal('110.00') });
    expect(flip.realizedPnl.toFixed(2)).toBe('100.00');
    expect(flip.holding).toEqual({ quantity: -20, costBasis: new Decimal('-2200') });
    expect(flip.state.cash.toFixed(2)).toBe('102300.00');
  });

  it('is rejected as a sale beyond the shares held where the broker does not lend it (the demo, other brokers)', () => {
    expect(decideOrder(openAccount(), { ...shortSale, mayShort: false }, at100)).toEqual({
      outcome: 'reject',
      reason: 'INSUFFICIENT_SHARES',
      details: { requested: 100, available: 0 },
    });
  });
});

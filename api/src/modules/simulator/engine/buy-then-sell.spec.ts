import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { applyFill, averageCost } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';

describe('buy then sell with realized P&L', () => {
  it('fills a market buy at the price, averages cost, and realizes the gain on a partial sale', () => {
    let state = openAccount();
    const buy = decideOrder(state, { symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 10 }, pricesWith({ AAPL: '150.00' }));
    expect(buy).toEqual({ outcome: 'fill', price: new Decimal('150.00') });
    state = applyFill(state, { symbol: 'AAPL', side: 'buy', quantity: 10, price: new Decimal('150.00') }).state;
    state = applyFill(state, { symbol: 'AAPL', side: 'buy', quantity: 10, price: new Decimal('160.00') }).state;
    expect(averageCost(state.holdings.AAPL!).toFixed(2)).toBe('155.00');
    expect(state.cash.toFixed(2)).toBe('96900.00');

    const prices = pricesWith({ AAPL: '170.00' });
    expect(decideOrder(state, { symbol: 'AAPL', side: 'sell', orderType: 'market', quantity: 5 }, prices).outcome).toBe('fill');
    const sale = applyFill(state, { symbol: 'AAPL', side: 'sell', quantity: 5, price: new Decimal('170.00') });
    expect(sale.realizedPnl.toFixed(2)).toBe('75.00');
    expect(sale.holding.quantity).toBe(15);
    expect(sale.state.cash.toFixed(2)).toBe('97750.00');

    const metrics = accountMetrics(sale.state, prices);
    expect(metrics.equity.toFixed(2)).toBe('100300.00'); // 97,750 cash + 15 x 170
    expect(metrics.buyingPower.toFixed(2)).toBe('198050.00'); // 2 x 100,300 - 2,550
    expect(metrics.marginUsed.toFixed(2)).toBe('0.00');
  });

  it('closes the position on a full sale and keeps the realized total', () => {
    let state = applyFill(openAccount(), { symbol: 'TSLA', side: 'buy', quantity: 3, price: new Decimal('200.00') }).state;
    const sale = applyFill(state, { symbol: 'TSLA', side: 'sell', quantity: 3, price: new Decimal('190.50') });
    state = sale.state;
    expect(sale.realizedPnl.toFixed(2)).toBe('-28.50');
    expect(state.holdings.TSLA).toBeUndefined();
    expect(state.realizedPnl.toFixed(2)).toBe('-28.50');
    expect(state.cash.toFixed(2)).toBe('99971.50');
  });
});

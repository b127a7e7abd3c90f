import Decimal from 'decimal.js';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';
import { OPENING_CASH } from './types';

describe('a short covered by buys', () => {
  const short = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('100.00') }).state;
  const buy = (state: typeof short, quantity: number, price: string) => applyFill(state, { symbol: 'AAPL', side: 'buy', quantity, price: new Decimal(price) });

  it('a partial cover realizes (sale price − cover price) × shares and keeps the average of the rest', () => {
    const cover = buy(short, 40, '90.00');
    expect(cover.realizedPnl.toFixed(2)).toBe('400.00');
    expect(cover.holding).toEqual({ quantity: -60, costBasis: new Decimal('-6000') });
    expect(cover.state.cash.toFixed(2)).toBe('106400.00');
  });

  it('a full cover leaves the position flat (gone), with realized P&L = sale − cover', () => {
    const cover = buy(short, 100, '120.00');
    expect(cover.holding.quantity).toBe(0);
    expect(cover.state.holdings.AAPL).toBeUndefined();
    expect(cover.state.realizedPnl.toFixed(2)).toBe('-2000.00');
    expect(cover.state.cash.toFixed(2)).toBe(OPENING_CASH.minus(2000).toFixed(2));
  });

  it('a buy beyond the short covers it, then opens a long at the buy price (the flip is allowed)', () => {
    const partly = buy(short, 40, '90.00').state;
    const flip = buy(partly, 100, '80.00');
    expect(flip.realizedPnl.toFixed(2)).toBe('1200.00');
    expect(flip.holding).toEqual({ quantity: 40, costBasis: new Decimal('3200') });
    expect(flip.state.realizedPnl.toFixed(2)).toBe('1600.00');
    expect(flip.state.cash.plus(flip.holding.costBasis).equals(OPENING_CASH.plus(flip.state.realizedPnl))).toBe(true);
  });

  it('needs buying power only for the shares beyond the short', () => {
    // 1,333 short at 100 leaves $50 of buying power; at 150 it is far below zero, and covering is still taken.
    const deep = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 1333, price: new Decimal('100.00') }).state;
    const at150 = pricesWith({ AAPL: '150.00' });
    const cover = { symbol: 'AAPL' as const, side: 'buy' as const, orderType: 'market' as const, quantity: 1333 };
    expect(decideOrder(deep, cover, at150)).toEqual({ outcome: 'fill', price: new Decimal('150.00') });
    expect(decideOrder(deep, { ...cover, quantity: 1334 }, at150)).toMatchObject({
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '150.00' },
    });
  });
});

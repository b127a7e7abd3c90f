import Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { applyFill } from './apply-fill';
import { decideOrder } from './decide-order';
import { openAccount, pricesWith } from './test-helpers';
import type { AccountState, PendingOrder } from './types';

const at100 = pricesWith({ AAPL: '100.00' });
const pending = (side: 'buy' | 'sell', quantity: number, limit: string): PendingOrder => ({ symbol: 'AAPL', side, quantity, limitPrice: new Decimal(limit) });
const withPending = (state: AccountState, ...orders: PendingOrder[]): AccountState => ({ ...state, pending: orders });

describe('short-sale margin (Reg T: 150% of the short value against buying power)', () => {
  const shortSale = { symbol: 'AAPL' as const, side: 'sell' as const, orderType: 'market' as const, mayShort: true };

  it('takes a short whose 150% fits the buying power and rejects one cent more, with the figures', () => {
    expect(decideOrder(openAccount(), { ...shortSale, quantity: 1333 }, at100).outcome).toBe('fill');
    expect(decideOrder(openAccount(), { ...shortSale, quantity: 1334 }, at100)).toEqual({
      outcome: 'reject',
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '200100.00', available: '200000.00' },
    });
  });

  it('asks margin only of the shares beyond the long ones', () => {
    const long = applyFill(openAccount(), { symbol: 'AAPL', side: 'buy', quantity: 1000, price: new Decimal('100.00') }).state;
    // Buying power 100,000: selling the 1,000 held frees it; 667 more short need 100,050.
    expect(accountMetrics(long, at100).buyingPower.toFixed(2)).toBe('100000.00');
    expect(decideOrder(long, { ...shortSale, quantity: 1666 }, at100).outcome).toBe('fill');
    expect(decideOrder(long, { ...shortSale, quantity: 1667 }, at100)).toMatchObject({
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '100050.00' },
    });
  });

  it('a short-sale limit waits holding 150% of its limit; a sale of shares held holds nothing', () => {
    expect(decideOrder(openAccount(), { ...shortSale, orderType: 'limit', quantity: 10, limitPrice: new Decimal('120.00') }, at100)).toEqual({
      outcome: 'pending',
    });
    expect(accountMetrics(withPending(openAccount(), pending('sell', 10, '120.00')), at100).reserved.toFixed(2)).toBe('1800.00');
    const four = applyFill(openAccount(), { symbol: 'AAPL', side: 'buy', quantity: 4, price: new Decimal('100.00') }).state;
    expect(accountMetrics(withPending(four, pending('sell', 10, '120.00')), at100).reserved.toFixed(2)).toBe('1080.00');
  });

  it('pending buys covering a short hold nothing; the shares beyond it hold their limit', () => {
    const short = applyFill(openAccount(), { symbol: 'AAPL', side: 'sell', quantity: 100, price: new Decimal('100.00') }).state;
    expect(accountMetrics(withPending(short, pending('buy', 60, '90.00')), at100).reserved.toFixed(2)).toBe('0.00');
    expect(accountMetrics(withPending(short, pending('buy', 60, '90.00'), pending('buy', 60, '90.00')), at100).reserved.toFixed(2)).toBe('1800.00');
  });

  it('a second short counts the first pending one (no double use of the same buying power)', () => {
    const state = withPending(openAccount(), pending('sell', 1000, '100.00'));
    expect(accountMetrics(state, at100).buyingPower.toFixed(2)).toBe('50000.00');
    expect(decideOrder(state, { ...shortSale, quantity: 334 }, at100)).toMatchObject({
      reason: 'INSUFFICIENT_BUYING_POWER',
      details: { required: '50100.00' },
    });
  });

  it('a sale through the shares promised to pending sells turns them into short sales, and counts them at their limits', () => {
    // 100 held, 2 promised to a sell at 900: selling 150 more leaves those 2 short, held at 150% of 900.
    const state = withPending(
      applyFill(openAccount(), { symbol: 'AAPL', side: 'buy', quantity: 100, price: new Decimal('100.00') }).state,
      pending('sell', 2, '900.00'),
    );
    const decision = decideOrder(state, { ...shortSale, quantity: 150 }, at100);
    if (decision.outcome === 'fill') {
      const after = withPending(
        applyFill(state, { symbol: 'AAPL', side: 'sell', quantity: 150, price: new Decimal('100.00') }).state,
        pending('sell', 2, '900.00'),
      );
      expect(accountMetrics(after, at100).buyingPower.isNegative()).toBe(false);
    }
    expect(decideOrder(state, { ...shortSale, quantity: 1400 }, at100)).toMatchObject({ outcome: 'reject', reason: 'INSUFFICIENT_BUYING_POWER' });
  });
});

import Decimal from 'decimal.js';
import { onClosedMarket } from './closed-market';
import { decideOrder, immediateOrCancel } from './decide-order';
import type { OrderRequest } from './types';
import { openAccount, pricesWith } from './test-helpers';

// A fill-or-kill order goes through the same rule as an immediate-or-cancel one: with whole-order fills, all of it fills now or none does.
const decideFok = (order: OrderRequest, price: string) => {
  const prices = pricesWith({ MSFT: price });
  return immediateOrCancel(decideOrder(openAccount(), order, prices), order, prices);
};

describe('a fill-or-kill order', () => {
  const limitSell = (limit: string): OrderRequest => ({ symbol: 'MSFT', side: 'sell', orderType: 'limit', quantity: 0, limitPrice: new Decimal(limit) });

  it('fills whole, at its limit, when the market already reaches it', () => {
    expect(decideFok(limitSell('99.00'), '100.00')).toEqual({ outcome: 'fill', price: new Decimal('99.00') });
  });

  it('is canceled with nothing filled when the market does not reach it', () => {
    expect(decideFok(limitSell('101.00'), '100.00')).toEqual({ outcome: 'cancel' });
  });

  it('is canceled on a closed market, where nothing can fill now', () => {
    const order = { orderType: 'market' as const, timeInForce: 'fok' as const };
    expect(onClosedMarket({ outcome: 'fill', price: new Decimal('100.00') }, order, new Date('2026-11-28T15:00:00Z'))).toEqual({
      decision: { outcome: 'cancel' },
      fillsAt: null,
    });
  });
});

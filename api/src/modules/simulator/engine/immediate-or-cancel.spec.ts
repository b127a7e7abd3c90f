import Decimal from 'decimal.js';
import { decideOrder, immediateOrCancel } from './decide-order';
import type { OrderRequest } from './types';
import { openAccount, pricesWith } from './test-helpers';

const decideIoc = (order: OrderRequest, price: string) => {
  const prices = pricesWith({ AAPL: price });
  return immediateOrCancel(decideOrder(openAccount(), order, prices), order, prices);
};

describe('an immediate-or-cancel order', () => {
  const limitBuy = (limit: string): OrderRequest => ({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 10, limitPrice: new Decimal(limit) });

  it('fills a limit the market already reaches, at its limit', () => {
    expect(decideIoc(limitBuy('101.00'), '100.00')).toEqual({ outcome: 'fill', price: new Decimal('101.00') });
  });

  it('is canceled when the market does not reach its limit, instead of waiting', () => {
    expect(decideIoc(limitBuy('99.00'), '100.00')).toEqual({ outcome: 'cancel' });
  });

  it('fills a market order as any market order does', () => {
    expect(decideIoc({ symbol: 'AAPL', side: 'buy', orderType: 'market', quantity: 10 }, '100.00')).toEqual({ outcome: 'fill', price: new Decimal('100.00') });
  });

  it('stays rejected when the account cannot pay for it', () => {
    expect(decideIoc({ ...limitBuy('101.00'), quantity: 5000 }, '100.00')).toMatchObject({ outcome: 'reject', reason: 'INSUFFICIENT_BUYING_POWER' });
  });
});

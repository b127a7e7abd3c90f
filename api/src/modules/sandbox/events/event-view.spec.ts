import { eventDto } from './event-view';

const order = {
  id: 'o1',
  clientOrderId: null,
  symbol: 'AAPL',
  side: 'buy',
  orderType: 'limit',
  quantity: 10,
  price: 185.5,
  filledPrice: null,
  filledQuantity: 0,
  status: 'canceled',
  reason: 'EXPIRED_AT_CLOSE',
  reasonDetails: null,
  timeInForce: 'day',
  createdAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T21:00:00.000Z',
};

describe('an account event on /v1', () => {
  it('keeps the sequence number and calls a day order canceled at the close expired', () => {
    const e = eventDto({ seq: 7, type: 'order.canceled', data: { order }, createdAt: '2026-11-23T21:00:00.000Z' });
    expect(e).toMatchObject({ sequence: 7, type: 'order.expired', occurredAt: '2026-11-23T21:00:00.000Z' });
    expect(e.data.order).toMatchObject({ type: 'limit', limitPrice: '185.50', status: 'expired', averageFillPrice: null, rejectReason: null });
  });

  it('names account and position changes as updates, with money as decimal strings', () => {
    const account = eventDto({
      seq: 2,
      type: 'account.changed',
      data: { account: { id: 'a', balance: 98149, equity: 100000, buyingPower: 198149, marginUsed: 0, marketValue: 1851, reservedCash: 0, realizedPnl: 0 } },
      createdAt: 'x',
    });
    expect(account).toMatchObject({
      type: 'account.updated',
      data: { account: { id: 'a', cash: '98149.00', marketValue: '1851.00', buyingPower: '198149.00' } },
    });
    const position = eventDto({
      seq: 3,
      type: 'position.changed',
      data: { position: { id: 'p', symbol: 'AAPL', quantity: 10, averageCost: 185.1, currentPrice: 185.1, marketValue: 1851, unrealizedPnl: 0 } },
      createdAt: 'x',
    });
    expect(position.data.position).toEqual({
      symbol: 'AAPL',
      quantity: 10,
      averageCost: '185.1000',
      marketPrice: '185.10',
      marketValue: '1851.00',
      unrealizedPnl: '0.00',
    });
  });

  it('carries the fill of a filled order', () => {
    const trade = { id: 'f1', orderId: 'o1', symbol: 'AAPL', side: 'buy', quantity: 10, price: 185.1, realizedPnl: 0, timestamp: '2026-11-23T15:00:00.000Z' };
    const e = eventDto({
      seq: 3,
      type: 'order.filled',
      data: { order: { ...order, status: 'filled', reason: null, filledPrice: 185.1, filledQuantity: 10 }, trade },
      createdAt: 'x',
    });
    expect(e.data.fill).toEqual({ id: 'f1', orderId: 'o1', symbol: 'AAPL', side: 'buy', quantity: 10, price: '185.10', filledAt: '2026-11-23T15:00:00.000Z' });
    expect(e.data.order).toMatchObject({ status: 'filled', filledQuantity: 10, averageFillPrice: '185.10' });
  });
});

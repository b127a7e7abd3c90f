import { accountFromEvent, orderFromEvent, positionFromEvent, tradeFromEvent } from './pushedEvents';
import type { Order, PushedOrder } from './tradingTypes';

const pushed: PushedOrder = {
  id: 'o1',
  clientOrderId: null,
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  quantity: 10,
  limitPrice: '185.50',
  timeInForce: 'day',
  status: 'pending',
  filledQuantity: 0,
  averageFillPrice: null,
  rejectReason: null,
  createdAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T15:00:00.000Z',
};

describe('a pushed event in the demo’s shapes', () => {
  it('gives an order the demo’s names and numbers, in the key order of its REST answer', () => {
    const order = orderFromEvent(pushed);
    expect(JSON.stringify(order)).toBe(
      '{"id":"o1","clientOrderId":null,"symbol":"AAPL","side":"buy","orderType":"limit","quantity":10,"price":185.5,"filledPrice":null,"status":"pending","filledQuantity":0,"reason":null,"reasonDetails":null,"timeInForce":"day","createdAt":"2026-11-23T15:00:00.000Z","updatedAt":"2026-11-23T15:00:00.000Z","expiresAt":null}',
    );
  });

  it('keeps what the event does not carry from the cached order, and reads a rejection and an expiry as the demo does', () => {
    const cached = { ...orderFromEvent(pushed), expiresAt: '2026-11-23T21:00:00.000Z', reason: 'CANCELED_BY_USER' } as Order;
    expect(orderFromEvent({ ...pushed, status: 'canceled' }, cached)).toMatchObject({
      status: 'canceled',
      reason: 'CANCELED_BY_USER',
      expiresAt: cached.expiresAt,
    });
    expect(orderFromEvent({ ...pushed, status: 'expired' }, cached)).toMatchObject({ status: 'canceled', reason: 'EXPIRED_AT_CLOSE' });
    const rejectReason = {
      code: 'INSUFFICIENT_BUYING_POWER' as const,
      message: 'Buying power 1000.00 is below the 1855.00 this order needs',
      required: '1855.00',
      available: '1000.00',
    };
    expect(orderFromEvent({ ...pushed, status: 'rejected', rejectReason })).toMatchObject({
      status: 'rejected',
      reason: 'INSUFFICIENT_BUYING_POWER',
      reasonDetails: { required: '1855.00', available: '1000.00' },
    });
  });

  it('reads money as numbers for the account, the position and the trade', () => {
    const account = {
      id: 'a',
      cash: '97500.60',
      equity: '100000.00',
      buyingPower: '197500.60',
      marginUsed: '0.00',
      marketValue: '2499.40',
      reservedCash: '0.00',
      realizedPnl: '-1.25',
    };
    expect(accountFromEvent(account)).toEqual({
      id: 'a',
      balance: 97500.6,
      buyingPower: 197500.6,
      equity: 100000,
      marginUsed: 0,
      marketValue: 2499.4,
      reservedCash: 0,
      realizedPnl: -1.25,
    });
    const position = { id: 'p', symbol: 'AAPL', quantity: 10, averageCost: '185.1000', marketPrice: '185.10', marketValue: '1851.00', unrealizedPnl: '0.00' };
    expect(positionFromEvent(position)).toEqual({
      id: 'p',
      symbol: 'AAPL',
      quantity: 10,
      averageCost: 185.1,
      currentPrice: 185.1,
      marketValue: 1851,
      unrealizedPnl: 0,
    });
    const fill = {
      id: 'f',
      orderId: 'o1',
      symbol: 'AAPL',
      side: 'buy' as const,
      quantity: 10,
      price: '185.10',
      realizedPnl: '0.00',
      filledAt: '2026-11-23T15:00:00.000Z',
    };
    expect(tradeFromEvent(fill)).toEqual({
      id: 'f',
      orderId: 'o1',
      symbol: 'AAPL',
      side: 'buy',
      quantity: 10,
      price: 185.1,
      realizedPnl: 0,
      timestamp: fill.filledAt,
    });
  });
});

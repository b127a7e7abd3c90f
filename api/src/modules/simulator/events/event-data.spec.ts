import Decimal from 'decimal.js';
import { accountData, fillData, orderData, positionData, SCRIPTED_REJECT } from './event-data';

const at = new Date('2026-11-23T15:00:00.000Z');
const order = {
  id: 'o1',
  client_order_id: null,
  symbol: 'AAPL' as const,
  side: 'buy' as const,
  order_type: 'limit' as const,
  quantity: 10,
  limit_price: '185.5',
  notional: null,
  stop_price: null,
  time_in_force: 'day' as const,
  status: 'canceled' as const,
  reason: 'EXPIRED_AT_CLOSE',
  reason_details: null,
  filled_price: null,
  filled_quantity: 0,
  created_at: at,
  updated_at: at,
};

describe('the public event shape', () => {
  it('calls a demo day order canceled at the close expired, money as decimal strings', () => {
    expect(orderData(order)).toEqual({
      id: 'o1',
      clientOrderId: null,
      symbol: 'AAPL',
      side: 'buy',
      type: 'limit',
      quantity: 10,
      limitPrice: '185.50',
      timeInForce: 'day',
      status: 'expired',
      filledQuantity: 0,
      averageFillPrice: null,
      rejectReason: null,
      createdAt: '2026-11-23T15:00:00.000Z',
      updatedAt: '2026-11-23T15:00:00.000Z',
    });
  });

  it('gives a stop order its stop price, and no other order a stopPrice field', () => {
    expect(orderData({ ...order, order_type: 'stop', limit_price: null, stop_price: '190' }).stopPrice).toBe('190.00');
    expect(orderData(order)).not.toHaveProperty('stopPrice');
  });

  it('gives a trailing stop its trail and water mark, and no other order those fields', () => {
    const trailing = { ...order, order_type: 'trailing_stop' as const, limit_price: null, trail_price: null, trail_percent: '1.5', water_mark: '191.2' };
    expect(orderData(trailing)).toMatchObject({ trailPrice: null, trailPercent: '1.50', waterMark: '191.20' });
    for (const field of ['trailPrice', 'trailPercent', 'waterMark']) expect(orderData(order)).not.toHaveProperty(field);
  });

  it('says a rejection was scripted when a script asked for it, and gives the figures of a real one', () => {
    const details = { required: '243.24', available: '196898.33', ...SCRIPTED_REJECT };
    const scripted = orderData({ ...order, status: 'rejected', reason: 'INSUFFICIENT_BUYING_POWER', reason_details: details });
    expect(scripted.rejectReason).toEqual({
      code: 'INSUFFICIENT_BUYING_POWER',
      message: 'Rejected as scripted: simulate asked for INSUFFICIENT_BUYING_POWER',
      required: '243.24',
      available: '196898.33',
      scriptedBy: 'simulate',
    });
    const real = orderData({
      ...order,
      status: 'rejected',
      reason: 'INSUFFICIENT_BUYING_POWER',
      reason_details: { required: '1855.00', available: '1000.00' },
    });
    expect(real.rejectReason?.message).toBe('Buying power 1000.00 is below the 1855.00 this order needs');
  });

  it('gives fills, positions and accounts their /v1 names', () => {
    const fill = {
      id: 'f1',
      order_id: 'o1',
      symbol: 'AAPL' as const,
      side: 'sell' as const,
      quantity: 10,
      price: '190.1',
      realized_pnl: '46.000000',
      created_at: at,
    };
    expect(fillData(fill)).toEqual({
      id: 'f1',
      orderId: 'o1',
      symbol: 'AAPL',
      side: 'sell',
      quantity: 10,
      price: '190.10',
      realizedPnl: '46.00',
      filledAt: '2026-11-23T15:00:00.000Z',
    });
    const prices = { AAPL: new Decimal('185.1') } as never;
    expect(positionData({ id: 'p', symbol: 'AAPL', quantity: 10, cost_basis: '1851' }, prices)).toEqual({
      id: 'p',
      symbol: 'AAPL',
      quantity: 10,
      averageCost: '185.1000',
      marketPrice: '185.10',
      marketValue: '1851.00',
      unrealizedPnl: '0.00',
    });
    const metrics = {
      balance: new Decimal(98149),
      equity: new Decimal(100000),
      buyingPower: new Decimal(198149),
      marginUsed: new Decimal(0),
      marketValue: new Decimal(1851),
      reserved: new Decimal(0),
    };
    expect(accountData('a', metrics, new Decimal('20.5'))).toEqual({
      id: 'a',
      cash: '98149.00',
      equity: '100000.00',
      buyingPower: '198149.00',
      marginUsed: '0.00',
      marketValue: '1851.00',
      reservedCash: '0.00',
      realizedPnl: '20.50',
    });
  });
});

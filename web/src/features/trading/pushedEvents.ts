import type { Account, Order, OrderType, Position, PushedAccount, PushedFill, PushedOrder, PushedPosition, Trade } from './tradingTypes';

// The public event shape in the demo's own shapes, so its screens read as they always have:
// money as numbers, the demo's names. Fields the public shape does not carry (an order's
// expiresAt, why it was canceled) are kept from the cached object the event updates.

const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';
const amount = (value: string) => Number(value);
const amountOrNull = (value: string | null) => (value === null ? null : Number(value));

export function accountFromEvent(a: PushedAccount): Account {
  return {
    id: a.id,
    balance: amount(a.cash),
    buyingPower: amount(a.buyingPower),
    equity: amount(a.equity),
    marginUsed: amount(a.marginUsed),
    marketValue: amount(a.marketValue),
    reservedCash: amount(a.reservedCash),
    realizedPnl: amount(a.realizedPnl),
  };
}

export function positionFromEvent(p: PushedPosition): Position {
  return {
    id: p.id,
    symbol: p.symbol,
    quantity: p.quantity,
    averageCost: amount(p.averageCost),
    currentPrice: amount(p.marketPrice),
    marketValue: amount(p.marketValue),
    unrealizedPnl: amount(p.unrealizedPnl),
  };
}

export function tradeFromEvent(f: PushedFill): Trade {
  return {
    id: f.id,
    orderId: f.orderId,
    symbol: f.symbol,
    side: f.side,
    quantity: f.quantity,
    price: amount(f.price),
    realizedPnl: amount(f.realizedPnl),
    timestamp: f.filledAt,
  };
}

/** `cached`: the order as the list holds it, if it does. A demo order that expired is a canceled one with EXPIRED_AT_CLOSE, as its REST answer says. */
export function orderFromEvent(o: PushedOrder, cached?: Order): Order {
  const expired = o.status === 'expired';
  const reject = o.rejectReason;
  let reasonDetails: Record<string, unknown> | null = null;
  if (reject) {
    const { code: _code, message: _message, ...figures } = reject;
    reasonDetails = figures;
  }
  return {
    id: o.id,
    clientOrderId: o.clientOrderId,
    symbol: o.symbol,
    side: o.side,
    // The demo places market and limit orders only (its DTO takes no other type): a stop is never pushed here.
    orderType: o.type as OrderType,
    quantity: o.quantity,
    price: amountOrNull(o.limitPrice),
    filledPrice: amountOrNull(o.averageFillPrice),
    status: expired ? 'canceled' : o.status,
    filledQuantity: o.filledQuantity,
    reason: reject ? reject.code : expired ? EXPIRED_AT_CLOSE : o.status === 'canceled' ? (cached?.reason ?? null) : null,
    reasonDetails,
    timeInForce: o.timeInForce,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    expiresAt: cached?.expiresAt ?? null,
  };
}

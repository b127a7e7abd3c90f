// The conversions of StoreEventsInThePublicShape (1795700000000), both ways, kept apart from the
// migration because TypeORM takes every export of a migration file for a migration class.

/* eslint-disable @typescript-eslint/no-explicit-any -- old payloads are read as they were stored, whatever version wrote them */

export type Json = Record<string, any>;

const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';
const money = (v: unknown) => (v === null || v === undefined ? null : Number(v).toFixed(2));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function rejectMessage(code: string, d: Json): string {
  if (code === 'INSUFFICIENT_BUYING_POWER') return `Buying power ${d.available} is below the ${d.required} this order needs`;
  if (code === 'INSUFFICIENT_SHARES') return `Only ${d.available} shares can be sold; ${d.requested} requested`;
  if (code === 'NO_PRICE') return `No price for ${d.symbol}`;
  return code;
}

/** The demo's order view (any version) in the public shape. */
function publicOrder(o: Json): Json {
  const status = o.status === 'canceled' && o.reason === EXPIRED_AT_CLOSE ? 'expired' : o.status;
  const details = o.reasonDetails ?? {};
  return {
    id: o.id,
    clientOrderId: o.clientOrderId ?? null,
    symbol: o.symbol,
    side: o.side,
    type: o.orderType,
    quantity: o.quantity,
    limitPrice: money(o.price),
    timeInForce: o.timeInForce ?? 'day',
    status,
    filledQuantity: o.filledQuantity ?? (o.status === 'filled' ? o.quantity : 0),
    averageFillPrice: money(o.filledPrice),
    rejectReason: status === 'rejected' && o.reason ? { code: o.reason, message: rejectMessage(o.reason, details), ...details } : null,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/** A stored event of the demo's shape as the simulator now records it: [type, data]. */
export function toPublicEvent(accountId: string, seq: number, type: string, p: Json): [string, Json] {
  const head = { accountId, sequence: seq };
  // Nothing the ledger wrote (a test's placeholder): named anew, kept as it is.
  if (!p.account && !p.position && !p.order) return [type.replace('.changed', '.updated'), { ...head, ...p }];
  if (type === 'account.changed') {
    const a = p.account;
    const account = {
      id: a.id,
      cash: money(a.balance),
      equity: money(a.equity),
      buyingPower: money(a.buyingPower),
      marginUsed: money(a.marginUsed),
      marketValue: money(a.marketValue),
      reservedCash: money(a.reservedCash ?? 0),
      realizedPnl: money(a.realizedPnl ?? 0),
    };
    return ['account.updated', { ...head, account }];
  }
  if (type === 'position.changed') {
    const x = p.position;
    const position = {
      id: x.id,
      symbol: x.symbol,
      quantity: x.quantity,
      averageCost: Number(x.averageCost).toFixed(4),
      marketPrice: money(x.currentPrice),
      marketValue: money(x.marketValue),
      unrealizedPnl: money(x.unrealizedPnl),
    };
    return ['position.updated', { ...head, position }];
  }
  const order = publicOrder(p.order);
  const data: Json = { ...head, order };
  const t = p.trade;
  if (t)
    data.fill = {
      id: t.id,
      orderId: t.orderId,
      symbol: t.symbol,
      side: t.side,
      quantity: t.quantity,
      price: money(t.price),
      realizedPnl: money(t.realizedPnl ?? 0),
      filledAt: t.timestamp,
    };
  return [type === 'order.canceled' && order.status === 'expired' ? 'order.expired' : type, data];
}

/** The inverse, for down(): the demo's shape back (an order's expiresAt, which the public shape lacks, comes back null). */
export function toDemoEvent(type: string, d: Json): [string, Json] {
  if (type === 'account.updated') {
    const a = d.account;
    const account = {
      id: a.id,
      balance: num(a.cash),
      buyingPower: num(a.buyingPower),
      equity: num(a.equity),
      marginUsed: num(a.marginUsed),
      marketValue: num(a.marketValue),
      reservedCash: num(a.reservedCash),
      realizedPnl: num(a.realizedPnl),
    };
    return ['account.changed', { account }];
  }
  if (type === 'position.updated') {
    const x = d.position;
    const position = {
      id: x.id,
      symbol: x.symbol,
      quantity: x.quantity,
      averageCost: num(x.averageCost),
      currentPrice: num(x.marketPrice),
      marketValue: num(x.marketValue),
      unrealizedPnl: num(x.unrealizedPnl),
    };
    return ['position.changed', { position }];
  }
  const o = d.order;
  const { code, message: _message, ...details } = o.rejectReason ?? {};
  const order = {
    id: o.id,
    clientOrderId: o.clientOrderId,
    symbol: o.symbol,
    side: o.side,
    orderType: o.type,
    quantity: o.quantity,
    price: num(o.limitPrice),
    filledPrice: num(o.averageFillPrice),
    status: o.status,
    filledQuantity: o.filledQuantity,
    reason: code ?? (o.status === 'expired' ? EXPIRED_AT_CLOSE : null),
    reasonDetails: code ? details : null,
    timeInForce: o.timeInForce,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    expiresAt: null,
  };
  const data: Json = { order };
  const f = d.fill;
  if (f)
    data.trade = {
      id: f.id,
      orderId: f.orderId,
      symbol: f.symbol,
      side: f.side,
      quantity: f.quantity,
      price: num(f.price),
      realizedPnl: num(f.realizedPnl),
      timestamp: f.filledAt,
    };
  return [type, data];
}

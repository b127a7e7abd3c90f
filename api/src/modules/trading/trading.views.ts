import Decimal from 'decimal.js';
import { AccountMetrics, averageCost, Prices, TradingSymbol } from './engine';

/** Rows as Postgres returns them (snake_case, numerics as strings). */
export type Row = Record<string, unknown>;

const money = (value: Decimal | string) => new Decimal(value).toDecimalPlaces(2).toNumber();
const moneyOrNull = (value: unknown) => (value === null || value === undefined ? null : money(value as string));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export function accountView(id: string, m: AccountMetrics, realizedPnl: Decimal) {
  return {
    id,
    balance: money(m.balance),
    buyingPower: money(m.buyingPower),
    equity: money(m.equity),
    marginUsed: money(m.marginUsed),
    marketValue: money(m.marketValue),
    reservedCash: money(m.reserved),
    realizedPnl: money(realizedPnl),
  };
}
export type AccountView = ReturnType<typeof accountView>;

export function orderView(r: Row) {
  return {
    id: r.id as string,
    clientOrderId: (r.client_order_id as string | null) ?? null,
    symbol: r.symbol as string,
    side: r.side as string,
    orderType: r.order_type as string,
    quantity: r.quantity as number,
    price: moneyOrNull(r.limit_price),
    filledPrice: moneyOrNull(r.filled_price),
    filledQuantity: (r.filled_quantity as number | undefined) ?? (r.status === 'filled' ? (r.quantity as number) : 0),
    status: r.status as string,
    reason: (r.reason as string | null) ?? null,
    reasonDetails: (r.reason_details as Record<string, unknown> | null) ?? null,
    timeInForce: r.time_in_force as string,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    expiresAt: r.expires_at === null || r.expires_at === undefined ? null : iso(r.expires_at),
  };
}
export type OrderView = ReturnType<typeof orderView>;

export function positionView(r: Row, prices: Prices) {
  const quantity = r.quantity as number;
  const costBasis = new Decimal(r.cost_basis as string);
  const currentPrice = prices[r.symbol as TradingSymbol];
  const marketValue = currentPrice.times(quantity);
  return {
    id: r.id as string,
    symbol: r.symbol as string,
    quantity,
    averageCost: averageCost({ quantity, costBasis }).toDecimalPlaces(4).toNumber(),
    currentPrice: money(currentPrice),
    marketValue: money(marketValue),
    unrealizedPnl: money(marketValue.minus(costBasis)),
  };
}

export function tradeView(r: Row) {
  return {
    id: r.id as string,
    orderId: r.order_id as string,
    symbol: r.symbol as string,
    side: r.side as string,
    quantity: r.quantity as number,
    price: money(r.price as string),
    realizedPnl: money(r.realized_pnl as string),
    timestamp: iso(r.created_at),
  };
}

export function logView(r: Row) {
  return {
    id: Number(r.id),
    method: r.method as string,
    endpoint: r.endpoint as string,
    timestamp: iso(r.created_at),
    status: r.status as number,
    duration: r.duration_ms as number,
  };
}

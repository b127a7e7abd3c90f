import Decimal from 'decimal.js';
import { AccountMetrics, averageCost, Prices, TradingSymbol } from '../trading';
import type { Row } from '../trading/trading.views';
import type { AccountDto } from './dto/account.dto';
import type { FillDto } from './dto/fill.dto';
import type { OrderDto, SandboxOrderStatus } from './dto/order.dto';
import type { PositionDto } from './dto/position.dto';

/** The /v1 shapes (sandbox-contract.md): camelCase, money as decimal strings. */
const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);
const moneyOrNull = (value: unknown) => (value === null || value === undefined ? null : money(value as Decimal.Value));
/** Already in toISOString's form (the ledger's views write that): kept as it is. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && ISO_UTC.test(value) ? value : new Date(value as string).toISOString();
const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';

export function accountDto(r: Row, m: AccountMetrics, now: Date): AccountDto {
  return {
    id: r.id as string,
    label: (r.label as string | null) ?? null,
    cash: money(m.balance),
    equity: money(m.equity),
    buyingPower: money(m.buyingPower),
    marginUsed: money(m.marginUsed),
    marketValue: money(m.marketValue),
    seed: r.seed === null || r.seed === undefined ? null : Number(r.seed),
    now: now.toISOString(),
    createdAt: iso(r.created_at),
  };
}

/** The ledger cancels a day order at its close with EXPIRED_AT_CLOSE; on /v1 that order is `expired`. */
export function sandboxStatus(status: string, reason: string | null): SandboxOrderStatus {
  return status === 'canceled' && reason === EXPIRED_AT_CLOSE ? 'expired' : (status as SandboxOrderStatus);
}

function rejectMessage(code: string, d: Record<string, unknown>): string {
  if (code === 'INSUFFICIENT_BUYING_POWER') return `Buying power ${d.available} is below the ${d.required} this order needs`;
  if (code === 'INSUFFICIENT_SHARES') return `Only ${d.available} shares can be sold; ${d.requested} requested`;
  if (code === 'NO_PRICE') return `No price for ${d.symbol}`;
  return code;
}

interface OrderFields {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: string;
  type: string;
  quantity: number;
  limitPrice: unknown;
  timeInForce: string;
  status: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  filledQuantity: number;
  filledPrice: unknown;
  createdAt: unknown;
  updatedAt: unknown;
}

function order(f: OrderFields): OrderDto {
  const status = sandboxStatus(f.status, f.reason);
  return {
    id: f.id,
    clientOrderId: f.clientOrderId,
    symbol: f.symbol,
    side: f.side,
    type: f.type,
    quantity: f.quantity,
    limitPrice: moneyOrNull(f.limitPrice),
    timeInForce: f.timeInForce,
    status,
    filledQuantity: f.filledQuantity,
    averageFillPrice: moneyOrNull(f.filledPrice),
    rejectReason: status === 'rejected' && f.reason ? { code: f.reason, message: rejectMessage(f.reason, f.details ?? {}), ...(f.details ?? {}) } : null,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
  };
}

/** From a trading_orders row. */
export function orderDto(r: Row): OrderDto {
  return order({
    id: r.id as string,
    clientOrderId: (r.client_order_id as string | null) ?? null,
    symbol: r.symbol as string,
    side: r.side as string,
    type: r.order_type as string,
    quantity: r.quantity as number,
    limitPrice: r.limit_price,
    timeInForce: r.time_in_force as string,
    status: r.status as string,
    reason: (r.reason as string | null) ?? null,
    details: (r.reason_details as Record<string, unknown> | null) ?? null,
    filledQuantity: (r.filled_quantity as number | undefined) ?? (r.status === 'filled' ? (r.quantity as number) : 0),
    filledPrice: r.filled_price,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

/** From the ledger's (the demo's) order view, as events and the ledger's answers carry it. */
export function orderDtoFromLedger(o: Record<string, unknown>): OrderDto {
  return order({
    id: o.id as string,
    clientOrderId: (o.clientOrderId as string | null) ?? null,
    symbol: o.symbol as string,
    side: o.side as string,
    type: o.orderType as string,
    quantity: o.quantity as number,
    limitPrice: o.price,
    timeInForce: o.timeInForce as string,
    status: o.status as string,
    reason: (o.reason as string | null) ?? null,
    details: (o.reasonDetails as Record<string, unknown> | null) ?? null,
    filledQuantity: (o.filledQuantity as number | undefined) ?? (o.status === 'filled' ? (o.quantity as number) : 0),
    filledPrice: o.filledPrice,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  });
}

export function fillDto(r: Row): FillDto {
  return {
    id: r.id as string,
    orderId: r.order_id as string,
    symbol: r.symbol as string,
    side: r.side as string,
    quantity: r.quantity as number,
    price: money(r.price as string),
    filledAt: iso(r.created_at),
  };
}

export function positionDto(r: Row, prices: Prices): PositionDto {
  const quantity = r.quantity as number;
  const costBasis = new Decimal(r.cost_basis as string);
  const marketPrice = prices[r.symbol as TradingSymbol];
  const marketValue = marketPrice.times(quantity);
  return {
    symbol: r.symbol as string,
    quantity,
    averageCost: averageCost({ quantity, costBasis }).toFixed(4),
    marketPrice: money(marketPrice),
    marketValue: money(marketValue),
    unrealizedPnl: money(marketValue.minus(costBasis)),
  };
}

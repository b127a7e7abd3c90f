import Decimal from 'decimal.js';
import { isoTime } from '../../common/iso-time';
import { moneyNumber } from '../../common/money';
import { AccountMetrics, valuePosition, type FillRow, type OrderRow, type PositionRow, Prices } from '../simulator';
import type { ActivityLogRow } from './activity/activity-log.row';

// The one mapping of the simulator's records to what the demo's API shows (the spec's shapes).

const money = (value: Decimal | string) => moneyNumber(value);
const moneyOrNull = (value: string | null) => (value === null ? null : money(value));
const iso = isoTime;

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

export function orderView(r: OrderRow) {
  return {
    id: r.id,
    clientOrderId: r.client_order_id,
    symbol: r.symbol,
    side: r.side,
    orderType: r.order_type,
    quantity: r.quantity,
    price: moneyOrNull(r.limit_price),
    filledPrice: moneyOrNull(r.filled_price),
    status: r.status,
    filledQuantity: r.filled_quantity,
    reason: r.reason,
    reasonDetails: r.reason_details,
    timeInForce: r.time_in_force,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    expiresAt: r.expires_at === null ? null : iso(r.expires_at),
  };
}

export function positionView(r: Pick<PositionRow, 'id' | 'symbol' | 'quantity' | 'cost_basis'>, prices: Prices) {
  const v = valuePosition({ quantity: r.quantity, costBasis: new Decimal(r.cost_basis) }, prices[r.symbol]);
  return {
    id: r.id,
    symbol: r.symbol,
    quantity: r.quantity,
    averageCost: v.averageCost.toDecimalPlaces(4).toNumber(),
    currentPrice: money(v.marketPrice),
    marketValue: money(v.marketValue),
    unrealizedPnl: money(v.unrealizedPnl),
  };
}

export function tradeView(r: Pick<FillRow, 'id' | 'order_id' | 'symbol' | 'side' | 'quantity' | 'price' | 'realized_pnl' | 'created_at'>) {
  return {
    id: r.id,
    orderId: r.order_id,
    symbol: r.symbol,
    side: r.side,
    quantity: r.quantity,
    price: money(r.price),
    realizedPnl: money(r.realized_pnl),
    timestamp: iso(r.created_at),
  };
}

export function logView(r: Omit<ActivityLogRow, 'account_id'>) {
  return {
    id: Number(r.id),
    method: r.method,
    endpoint: r.endpoint,
    timestamp: iso(r.created_at),
    status: r.status,
    duration: r.duration_ms,
  };
}

import Decimal from 'decimal.js';
import { isoTime } from '../../common/iso-time';
import { moneyString } from '../../common/money';
import { AccountMetrics, averageCost, Prices, RejectDetails } from '../trading';
import type { AccountRow, FillRow, HoldingRow, OrderRow } from '../trading/trading.rows';
import type { OrderView } from '../trading/trading.views';
import type { AccountDto } from './dto/account.dto';
import type { FillDto } from './dto/fill.dto';
import type { OrderDto, SandboxOrderStatus } from './dto/order.dto';
import type { PositionDto } from './dto/position.dto';

/** The /v1 shapes (sandbox-contract.md): camelCase, money as decimal strings. */
const money = (value: Decimal.Value) => moneyString(value);
const moneyOrNull = (value: Decimal.Value | null) => (value === null ? null : money(value));
/** Already in toISOString's form (the ledger's views write that): kept as it is. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A row's Date, or an ISO string from a view the ledger made. */
const iso = (value: Date | string) => (value instanceof Date ? isoTime(value) : ISO_UTC.test(value) ? value : new Date(value).toISOString());
const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';

/** demo_accounts as /v1 reads it. */
export type SandboxAccountRow = Pick<AccountRow, 'id' | 'label' | 'seed' | 'cash' | 'realized_pnl' | 'created_at'>;
/** trading_orders as /v1 reads it. */
export type SandboxOrderRow = Omit<OrderRow, 'account_id' | 'expires_at'>;
/** trading_fills as /v1 reads it. */
export type SandboxFillRow = Pick<FillRow, 'id' | 'order_id' | 'symbol' | 'side' | 'quantity' | 'price' | 'created_at'>;

export function accountDto(r: SandboxAccountRow, m: AccountMetrics, now: Date): AccountDto {
  return {
    id: r.id,
    label: r.label,
    cash: money(m.balance),
    equity: money(m.equity),
    buyingPower: money(m.buyingPower),
    marginUsed: money(m.marginUsed),
    marketValue: money(m.marketValue),
    seed: r.seed === null ? null : Number(r.seed),
    now: now.toISOString(),
    createdAt: iso(r.created_at),
  };
}

/** The ledger cancels a day order at its close with EXPIRED_AT_CLOSE; on /v1 that order is `expired`. */
export function sandboxStatus(status: string, reason: string | null): SandboxOrderStatus {
  return status === 'canceled' && reason === EXPIRED_AT_CLOSE ? 'expired' : (status as SandboxOrderStatus);
}

function rejectMessage(code: string, d: RejectDetails): string {
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
  limitPrice: Decimal.Value | null;
  timeInForce: string;
  status: string;
  reason: string | null;
  details: RejectDetails | null;
  filledQuantity: number;
  filledPrice: Decimal.Value | null;
  createdAt: Date | string;
  updatedAt: Date | string;
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
export function orderDto(r: SandboxOrderRow): OrderDto {
  return order({
    id: r.id,
    clientOrderId: r.client_order_id,
    symbol: r.symbol,
    side: r.side,
    type: r.order_type,
    quantity: r.quantity,
    limitPrice: r.limit_price,
    timeInForce: r.time_in_force,
    status: r.status,
    reason: r.reason,
    details: r.reason_details,
    filledQuantity: r.filled_quantity,
    filledPrice: r.filled_price,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

/**
 * From the ledger's (the demo's) order view, as events and the ledger's answers carry it. An
 * event stored by an older version may lack the later fields (filledQuantity, reasonDetails).
 */
export function orderDtoFromLedger(o: OrderView): OrderDto {
  return order({
    id: o.id,
    clientOrderId: o.clientOrderId ?? null,
    symbol: o.symbol,
    side: o.side,
    type: o.orderType,
    quantity: o.quantity,
    limitPrice: o.price,
    timeInForce: o.timeInForce,
    status: o.status,
    reason: o.reason ?? null,
    details: o.reasonDetails ?? null,
    filledQuantity: o.filledQuantity ?? (o.status === 'filled' ? o.quantity : 0),
    filledPrice: o.filledPrice,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  });
}

export function fillDto(r: SandboxFillRow): FillDto {
  return {
    id: r.id,
    orderId: r.order_id,
    symbol: r.symbol,
    side: r.side,
    quantity: r.quantity,
    price: money(r.price),
    filledAt: iso(r.created_at),
  };
}

export function positionDto(r: HoldingRow, prices: Prices): PositionDto {
  const quantity = r.quantity;
  const costBasis = new Decimal(r.cost_basis);
  const marketPrice = prices[r.symbol];
  const marketValue = marketPrice.times(quantity);
  return {
    symbol: r.symbol,
    quantity,
    averageCost: averageCost({ quantity, costBasis }).toFixed(4),
    marketPrice: money(marketPrice),
    marketValue: money(marketValue),
    unrealizedPnl: money(marketValue.minus(costBasis)),
  };
}

import Decimal from 'decimal.js';
import { isoTime } from '../../common/iso-time';
import { moneyString } from '../../common/money';
import { AccountMetrics, averageCost, orderData, Prices } from '../trading';
import type { AccountRow, FillRow, HoldingRow, OrderRow } from '../trading/trading.rows';
import type { OrderView } from '../trading/trading.views';
import type { AccountDto } from './dto/account.dto';
import type { FillDto } from './dto/fill.dto';
import type { OrderDto } from './dto/order.dto';
import type { PositionDto } from './dto/position.dto';

/** The /v1 shapes (sandbox-contract.md): camelCase, money as decimal strings. */
const money = (value: Decimal.Value) => moneyString(value);
const moneyOrNull = (value: Decimal.Value | null) => (value === null ? null : money(value));
/** Already in toISOString's form (the ledger's views write that): kept as it is. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A row's Date, or an ISO string from a view the ledger made. */
const iso = (value: Date | string) => (value instanceof Date ? isoTime(value) : ISO_UTC.test(value) ? value : new Date(value).toISOString());

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

/** From a trading_orders row: the order as events carry it. */
export function orderDto(r: SandboxOrderRow): OrderDto {
  return orderData(r);
}

/**
 * From the ledger's (the demo's) order view, as events and the ledger's answers carry it. An
 * event stored by an older version may lack the later fields (filledQuantity, reasonDetails).
 */
export function orderDtoFromLedger(o: OrderView): OrderDto {
  return orderData({
    id: o.id,
    client_order_id: o.clientOrderId ?? null,
    symbol: o.symbol,
    side: o.side,
    order_type: o.orderType,
    quantity: o.quantity,
    limit_price: moneyOrNull(o.price),
    time_in_force: o.timeInForce,
    status: o.status,
    reason: o.reason ?? null,
    reason_details: o.reasonDetails ?? null,
    filled_quantity: o.filledQuantity ?? (o.status === 'filled' ? o.quantity : 0),
    filled_price: moneyOrNull(o.filledPrice),
    created_at: new Date(o.createdAt),
    updated_at: new Date(o.updatedAt),
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

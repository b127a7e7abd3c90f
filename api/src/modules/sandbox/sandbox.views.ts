import Decimal from 'decimal.js';
import { isoTime } from '../../common/iso-time';
import { moneyString } from '../../common/money';
import { AccountMetrics, valuePosition, orderData, Prices } from '../simulator';
import type { HoldingRow, ListedFillRow, ListedOrderRow, OwnedAccountRow } from '../simulator';
import type { AccountDto } from './dto/account.dto';
import type { FillDto } from './dto/fill.dto';
import type { OrderDto } from './dto/order.dto';
import type { PositionDto } from './dto/position.dto';

/** The /v1 shapes (sandbox-contract.md): camelCase, money as decimal strings. */
const money = (value: Decimal.Value) => moneyString(value);
/** Already in toISOString's form (the ledger's views write that): kept as it is. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A row's Date, or an ISO string from a view the ledger made. */
const iso = (value: Date | string) => (value instanceof Date ? isoTime(value) : ISO_UTC.test(value) ? value : new Date(value).toISOString());

/** `balancesAsOf`: the instant the figures are valued at (now, or the broker's last daily refresh). */
export function accountDto(r: OwnedAccountRow, m: AccountMetrics, now: Date, balancesAsOf: Date = now): AccountDto {
  return {
    id: r.id,
    label: r.label,
    broker: r.broker,
    cash: money(m.balance),
    equity: money(m.equity),
    buyingPower: money(m.buyingPower),
    marginUsed: money(m.marginUsed),
    marketValue: money(m.marketValue),
    seed: r.seed === null ? null : Number(r.seed),
    now: now.toISOString(),
    balancesAsOf: balancesAsOf.toISOString(),
    createdAt: iso(r.created_at),
  };
}

/** From a trading_orders row: the order as events carry it. */
export function orderDto(r: ListedOrderRow): OrderDto {
  return orderData(r);
}

export function fillDto(r: ListedFillRow): FillDto {
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
  const v = valuePosition({ quantity: r.quantity, costBasis: new Decimal(r.cost_basis) }, prices[r.symbol]);
  return {
    symbol: r.symbol,
    quantity: r.quantity,
    averageCost: v.averageCost.toFixed(4),
    marketPrice: money(v.marketPrice),
    marketValue: money(v.marketValue),
    unrealizedPnl: money(v.unrealizedPnl),
  };
}

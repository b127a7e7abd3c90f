import Decimal from 'decimal.js';
import { isoTime } from '../../../common/iso-time';
import { moneyString } from '../../../common/money';
import { AccountMetrics, valuePosition, Prices, RejectDetails } from '../engine';
import type { FillRow, OrderRow, PositionRow } from '../simulator.rows';

// The one public shape of what an account event carries (docs/decisions/one-event-shape.md):
// the /v1 shapes, camelCase, money as decimal strings. The ledger records it, trading_events
// stores it, and SSE, the events list, webhook bodies and the demo's socket carry it as stored.

export const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';
/** Marks the details of a rejection a script asked for (simulate: {outcome: reject}): the account's figures are there, but they did not decide it. */
export const SCRIPTED_REJECT: RejectDetails = { scriptedBy: 'simulate' };

export type PublicOrderStatus = 'pending' | 'partially_filled' | 'filled' | 'canceled' | 'rejected' | 'expired';

export interface RejectReasonData {
  code: string;
  message: string;
  [figure: string]: string | number;
}

export interface OrderData {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: string;
  type: string;
  quantity: number;
  /** Only on notional orders: the dollar amount it was placed for (quantity is what that bought or sold). */
  notional?: string;
  limitPrice: string | null;
  /** Only on stop and stop_limit orders (events stored before they existed have none). */
  stopPrice?: string;
  /** Only on trailing stops: the trail (one of the two, the other null) and the water mark as the order stood. */
  trailPrice?: string | null;
  trailPercent?: string | null;
  waterMark?: string | null;
  timeInForce: string;
  /** Only on extended-hours orders (true): other orders' shapes stay as they were. */
  extendedHours?: true;
  status: PublicOrderStatus;
  filledQuantity: number;
  averageFillPrice: string | null;
  rejectReason: RejectReasonData | null;
  createdAt: string;
  updatedAt: string;
}

export interface FillData {
  id: string;
  orderId: string;
  symbol: string;
  side: string;
  quantity: number;
  price: string;
  /** Profit or loss this fill realized (a sell against the average cost). */
  realizedPnl: string;
  filledAt: string;
}

export interface PositionData {
  id: string;
  symbol: string;
  quantity: number;
  averageCost: string;
  marketPrice: string;
  marketValue: string;
  unrealizedPnl: string;
}

export interface AccountData {
  id: string;
  cash: string;
  equity: string;
  buyingPower: string;
  marginUsed: string;
  marketValue: string;
  reservedCash: string;
  realizedPnl: string;
}

/** A Connect connection as its events carry it (the /v1/connections shape, without what does not change). */
export interface ConnectionData {
  id: string;
  appId: string;
  broker: string;
  status: 'active' | 'broken' | 'revoked';
  brokenReason: 'reauth_required' | 'password_changed' | 'broker_revoked' | null;
  /** In account clock time: when the broker asks the user to sign in again (null: never). */
  reauthBy: string | null;
  accountIds: string[];
}

/** What every event's data starts with. */
interface EventHead {
  accountId: string;
  sequence: number;
}

export type OrderEventData = EventHead & { order: OrderData; fill?: FillData };
export type AccountEventData = EventHead & { account: AccountData };
export type PositionEventData = EventHead & { position: PositionData };
export type ConnectionEventData = EventHead & { connection: ConnectionData };
export type EventData = OrderEventData | AccountEventData | PositionEventData | ConnectionEventData;

const moneyOrNull = (value: Decimal.Value | null) => (value === null ? null : moneyString(value));
const iso = (value: Date) => isoTime(value);

/** The ledger cancels a demo day order at its close with EXPIRED_AT_CLOSE: publicly, that order is `expired`. */
export function publicStatus(status: string, reason: string | null): PublicOrderStatus {
  return status === 'canceled' && reason === EXPIRED_AT_CLOSE ? 'expired' : (status as PublicOrderStatus);
}

export function rejectMessage(code: string, d: RejectDetails): string {
  if (d.scriptedBy === SCRIPTED_REJECT.scriptedBy) return `Rejected as scripted: simulate asked for ${code}`;
  if (code === 'INSUFFICIENT_BUYING_POWER') return `Buying power ${d.available} is below the ${d.required} this order needs`;
  if (code === 'INSUFFICIENT_SHARES') return `Only ${d.available} shares can be sold; ${d.requested} requested`;
  if (code === 'NO_PRICE') return `No price for ${d.symbol}`;
  return code;
}

type OrderFields = Partial<Pick<OrderRow, 'extended_hours'>> &
  Pick<
    OrderRow,
    | 'id'
    | 'client_order_id'
    | 'symbol'
    | 'side'
    | 'order_type'
    | 'quantity'
    | 'notional'
    | 'limit_price'
    | 'stop_price'
    | 'trail_price'
    | 'trail_percent'
    | 'water_mark'
    | 'time_in_force'
    | 'status'
    | 'reason'
    | 'reason_details'
    | 'filled_quantity'
    | 'filled_price'
    | 'created_at'
    | 'updated_at'
  >;

export function orderData(r: OrderFields): OrderData {
  const status = publicStatus(r.status, r.reason);
  const details = r.reason_details ?? {};
  return {
    id: r.id,
    clientOrderId: r.client_order_id,
    symbol: r.symbol,
    side: r.side,
    type: r.order_type,
    quantity: r.quantity,
    ...(r.notional ? { notional: moneyString(r.notional) } : {}),
    limitPrice: moneyOrNull(r.limit_price),
    ...(r.stop_price ? { stopPrice: moneyString(r.stop_price) } : {}),
    ...(r.order_type === 'trailing_stop' ? trailData(r) : {}),
    timeInForce: r.time_in_force,
    ...(r.extended_hours ? { extendedHours: true as const } : {}),
    status,
    filledQuantity: r.filled_quantity,
    averageFillPrice: moneyOrNull(r.filled_price),
    rejectReason: status === 'rejected' && r.reason ? { code: r.reason, message: rejectMessage(r.reason, details), ...details } : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** A trailing stop's trail and water mark, as strings to the cent (a percent too: "2.50"). */
function trailData(r: Pick<OrderRow, 'trail_price' | 'trail_percent' | 'water_mark'>): Pick<OrderData, 'trailPrice' | 'trailPercent' | 'waterMark'> {
  return { trailPrice: moneyOrNull(r.trail_price ?? null), trailPercent: moneyOrNull(r.trail_percent ?? null), waterMark: moneyOrNull(r.water_mark ?? null) };
}

export function fillData(r: Pick<FillRow, 'id' | 'order_id' | 'symbol' | 'side' | 'quantity' | 'price' | 'realized_pnl' | 'created_at'>): FillData {
  return {
    id: r.id,
    orderId: r.order_id,
    symbol: r.symbol,
    side: r.side,
    quantity: r.quantity,
    price: moneyString(r.price),
    realizedPnl: moneyString(r.realized_pnl),
    filledAt: iso(r.created_at),
  };
}

export function positionData(r: Pick<PositionRow, 'id' | 'symbol' | 'quantity' | 'cost_basis'>, prices: Prices): PositionData {
  const v = valuePosition({ quantity: r.quantity, costBasis: new Decimal(r.cost_basis) }, prices[r.symbol]);
  return {
    id: r.id,
    symbol: r.symbol,
    quantity: r.quantity,
    averageCost: v.averageCost.toFixed(4),
    marketPrice: moneyString(v.marketPrice),
    marketValue: moneyString(v.marketValue),
    unrealizedPnl: moneyString(v.unrealizedPnl),
  };
}

export function accountData(id: string, m: AccountMetrics, realizedPnl: Decimal): AccountData {
  return {
    id,
    cash: moneyString(m.balance),
    equity: moneyString(m.equity),
    buyingPower: moneyString(m.buyingPower),
    marginUsed: moneyString(m.marginUsed),
    marketValue: moneyString(m.marketValue),
    reservedCash: moneyString(m.reserved),
    realizedPnl: moneyString(realizedPnl),
  };
}

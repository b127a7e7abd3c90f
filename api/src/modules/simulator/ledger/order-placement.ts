import type Decimal from 'decimal.js';
import { v7 as timeOrderedId } from 'uuid';
import type { Clock } from '../../../common/clock';
import {
  AccountState,
  CANCELED_BY_BROKER,
  DEFAULT_INTERVAL_SECONDS,
  Decision,
  dayOrderExpiry,
  decideOrder,
  extendedCloseAfter,
  immediateOrCancel,
  marketStatus,
  onClosedMarket,
  OrderRequest,
  OrderScript,
  PendingOrder,
  Prices,
  rejectFigures,
  reservePriceOf,
  sessionCloseAfter,
  sharesForNotional,
  TimeInForce,
} from '../engine';
import { orderData, SCRIPTED_REJECT } from '../events/event-data';
import type { OrderRow, ScriptedOrderRow } from '../simulator.rows';
import { AccountTransaction } from './account-transaction';
import { fillOrder, recordAccount } from './fills';
import type { MarketMoment } from './market-moment';
import { partialFill } from './scripted-steps';
import { asStoredJsonb } from './stored-jsonb';

export interface PlaceOrder extends OrderRequest {
  clientOrderId?: string;
  /**
   * The id the order takes (time-ordered, chosen by the caller): placed again with the same id,
   * the order already placed is answered (created false), never a second one. An idempotent
   * request keeps it, so a retry after a crash finds what the first attempt placed.
   */
  id?: string;
  /** day (the demo's only kind) unless given. */
  timeInForce?: TimeInForce;
  /** Sandbox only: what the broker does with it instead of the market's own rules. */
  simulate?: OrderScript;
  /**
   * A notional order's dollar amount: `quantity` is then worked out as it is placed, from the
   * price it comes in at (sharesForNotional), and the order keeps both (one that waits for the
   * open is sized again as it fills: notional-fill.ts).
   */
  notional?: Decimal;
}

/** The order and whether it was created now (false: a replayed clientOrderId or id). */
export interface Placed {
  order: OrderRow;
  created: boolean;
}

/** An IOC or FOK limit order the market does not reach when it arrives: nothing fills, so all of it is canceled. */
export const NOT_FILLABLE_NOW = 'NOT_FILLABLE_NOW';

const STATUS_OF = { fill: 'filled', pending: 'pending', reject: 'rejected', cancel: 'canceled' } as const;

/** What becomes of an order as it arrives. */
interface Placement {
  decision: Decision;
  timeInForce: TimeInForce;
  /** A script other than `fill`: it decides in the market's place (a real rejection still stands). */
  script: OrderScript | null;
  /** A market order on a closed sandbox market waits for the open: when it fills. */
  fillsAt: Date | null;
  /** When its script first acts (or it fills at the open); null: never, or at once. */
  nextStepAt: Date | null;
  /** Why a canceled order was canceled. */
  cancelReason: string;
}

/**
 * Places the order in the change (the account's lookup found any order of its clientOrderId or
 * id): decided, built as its row, inserted with its events (accepted first, then filled,
 * canceled or rejected, and the account as it leaves it).
 */
export function placeOrderIn(tx: AccountTransaction, order: PlaceOrder, market: MarketMoment, clock: Clock): Placed {
  // The account lock (or the snapshot's guard) serializes two requests with one clientOrderId: the second finds the first.
  if (tx.order) return { order: tx.order, created: false };
  order = sizedByNotional(order, market);
  const placement = decidePlacement(tx.state, order, market, tx.now);
  const row = orderRow(tx, order, placement, market, clock);
  return { order: recordPlacement(tx, order, placement, row, market), created: true };
}

function decidePlacement(state: AccountState, order: PlaceOrder, market: MarketMoment, now: Date): Placement {
  const timeInForce = order.timeInForce ?? 'day';
  const prices = market.prices;
  const script = order.simulate && order.simulate.outcome !== 'fill' ? order.simulate : null;
  let decision = decideOrder(state, order, prices);
  if ((timeInForce === 'ioc' || timeInForce === 'fok') && !script) decision = immediateOrCancel(decision, order, prices);
  // A sandbox market keeps exchange hours (the demo's never closes): a market order waits for the open.
  let fillsAt: Date | null = null;
  if (market.sandbox && !script && !marketStatus(market.now).isOpen) ({ decision, fillsAt } = onClosedMarket(decision, { ...order, timeInForce }, market.now));
  if (script?.outcome === 'reject') {
    const reason = script.reason ?? 'INSUFFICIENT_BUYING_POWER';
    decision = { outcome: 'reject', reason, details: { ...rejectFigures(reason, state, order, prices), ...SCRIPTED_REJECT } };
  } else if (script && decision.outcome !== 'reject') {
    decision = { outcome: 'pending' };
  }
  const nextStepAt = script && decision.outcome === 'pending' ? firstStepAt(script, now) : fillsAt;
  // A broker's cancel with no delay: the order is canceled as it arrives.
  if (script?.outcome === 'cancel_by_broker' && !nextStepAt && decision.outcome === 'pending')
    return { decision: { outcome: 'cancel' }, timeInForce, script, fillsAt, nextStepAt, cancelReason: CANCELED_BY_BROKER };
  return { decision, timeInForce, script, fillsAt, nextStepAt, cancelReason: NOT_FILLABLE_NOW };
}

function orderRow(tx: AccountTransaction, order: PlaceOrder, placement: Placement, market: MarketMoment, clock: Clock): ScriptedOrderRow {
  const { decision, timeInForce, script, fillsAt } = placement;
  // Read only for an order that waits: a rejected one may have no price.
  const reservePrice = () => market.prices[order.symbol].toFixed(2);
  return {
    // Time-ordered (UUIDv7): orders placed at one instant of a frozen sandbox clock still list in the order they came.
    id: order.id ?? timeOrderedId(),
    account_id: tx.accountId,
    client_order_id: order.clientOrderId ?? null,
    symbol: order.symbol,
    side: order.side,
    order_type: order.orderType,
    quantity: order.quantity,
    notional: order.notional?.toFixed(2) ?? null,
    limit_price: order.limitPrice?.toFixed(2) ?? null,
    stop_price: order.stopPrice?.toFixed(2) ?? null,
    triggered_at: null,
    ...trailColumns(order, market.prices),
    time_in_force: timeInForce,
    extended_hours: order.extendedHours === true,
    status: STATUS_OF[decision.outcome],
    reason: decision.outcome === 'reject' ? decision.reason : decision.outcome === 'cancel' ? placement.cancelReason : null,
    reason_details: decision.outcome === 'reject' ? asStoredJsonb(decision.details) : null,
    filled_price: decision.outcome === 'fill' ? decision.price.toFixed(2) : null,
    filled_quantity: decision.outcome === 'fill' ? order.quantity : 0,
    // A sandbox day order lives until its session's close (the calendar's, early closes too), an extended-hours one until after-hours ends.
    expires_at: timeInForce === 'gtc' ? null : market.sandbox ? dayCloseAfter(order, market.now) : dayOrderExpiry(clock.now()),
    // A scripted market order waits too: it holds buying power at the price it came in at. So does one
    // waiting for the open, as a fill_after step due then (at that moment's price).
    simulate:
      script && decision.outcome === 'pending'
        ? asStoredJsonb({ ...script, reservePrice: reservePrice() })
        : fillsAt
          ? asStoredJsonb({ outcome: 'fill_after' as const, reservePrice: reservePrice() })
          : null,
    next_step_at: placement.nextStepAt,
    step: 0,
    created_at: tx.now,
    updated_at: tx.now,
  };
}

/** Writes the placed order and records its events; returns its row as the change leaves it. */
function recordPlacement(tx: AccountTransaction, order: PlaceOrder, placement: Placement, row: ScriptedOrderRow, market: MarketMoment): OrderRow {
  const { decision, script, fillsAt } = placement;
  const prices = market.prices;
  if (script?.outcome === 'partial_fill' && decision.outcome === 'pending') {
    tx.addPending(row.id, reserved(order, prices));
    tx.record('order.accepted', { order: orderData(row) });
    // Its first share fills as it is placed: the order is inserted as that step leaves it.
    const after = partialFill(tx, row, script, prices, true);
    tx.insertOrder(after);
    return after;
  }
  tx.insertOrder(row);
  if (decision.outcome === 'reject') {
    tx.record('order.rejected', { order: orderData(row) });
    return row;
  }
  // An order canceled or filled at once was accepted first: its accepted event shows it pending.
  tx.record('order.accepted', { order: orderData(asAccepted(row)) });
  if (decision.outcome === 'cancel') {
    tx.record('order.canceled', { order: orderData(row) });
  } else if (decision.outcome === 'pending') {
    // A resting market order (scripted) reserves at the price it came in at; a plain resting limit is kept as stored, for a set price to fill.
    const plainLimit = !script && !fillsAt && order.orderType === 'limit';
    tx.addPending(row.id, reserved(order, prices), plainLimit ? row : undefined);
    recordAccount(tx, prices);
  } else {
    fillOrder(tx, row, decision.price, prices);
  }
  return row;
}

/** What a working order holds back: its quantity at its limit (a stop at its stop), or a market order at the price it came in at. */
function reserved(order: PlaceOrder, prices: Prices): PendingOrder {
  return { symbol: order.symbol, side: order.side, quantity: order.quantity, limitPrice: reservePriceOf(order, prices[order.symbol]) };
}

/**
 * A trailing stop's columns (none on other orders, so their rows are inserted as before): its
 * water mark starts at the price it arrives at, and it holds buying power at its level then.
 */
function trailColumns(order: PlaceOrder, prices: Prices): Pick<OrderRow, 'trail_price' | 'trail_percent' | 'water_mark' | 'reserve_price'> {
  if (order.orderType !== 'trailing_stop') return {};
  // An order rejected for want of a price (NO_PRICE) has no mark to start from.
  const price = prices[order.symbol] as Decimal | undefined;
  return {
    trail_price: order.trailPrice?.toFixed(2) ?? null,
    trail_percent: order.trailPercent?.toFixed(2) ?? null,
    water_mark: price?.toFixed(2) ?? null,
    reserve_price: price ? reservePriceOf(order, price).toFixed(2) : null,
  };
}

/**
 * A notional order with its shares worked out at the price it comes in at (on a closed sandbox
 * market, the last price, until it is sized again at the open: notional-fill.ts). Only /v1 takes
 * notional orders, and a sandbox account prices every catalogue symbol, so the price is there.
 */
function sizedByNotional(order: PlaceOrder, market: MarketMoment): PlaceOrder {
  const price = market.prices[order.symbol];
  if (!order.notional || !price) return order;
  return { ...order, quantity: sharesForNotional(order.notional, price) };
}

/** An order as it was accepted, before the change filled or canceled it: pending, nothing filled. */
function asAccepted(row: OrderRow): OrderRow {
  return { ...row, status: 'pending', reason: null, reason_details: null, filled_price: null, filled_quantity: 0 };
}

/** When a script first acts after the order is placed at `now` (null: it acts at once, or never). */
function firstStepAt(script: OrderScript, now: Date): Date | null {
  const after = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  if (script.outcome === 'fill_after') return after(script.seconds ?? 0);
  if (script.outcome === 'cancel_by_broker') return script.seconds ? after(script.seconds) : null;
  if (script.outcome === 'partial_fill') return (script.fillRatios?.length ?? 1) > 1 ? after(script.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS) : null;
  return null;
}

const dayCloseAfter = (order: PlaceOrder, now: Date) => (order.extendedHours ? extendedCloseAfter(now) : sessionCloseAfter(now));

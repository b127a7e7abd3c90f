import Decimal from 'decimal.js';
import type { PendingOrder, Side, TradingSymbol } from '../../src/modules/simulator/engine';
import type { AccountSnapshot } from '../../src/modules/simulator/ledger/account-snapshot';
import type { OrderRow } from '../../src/modules/simulator/simulator.rows';

/** When the orders of restingOrder were placed, unless a test says otherwise. */
export const PLACED = new Date('2026-11-30T15:00:00.000Z');

/** A resting limit order of one share as stored, in account `acc-1`. */
export function restingOrder(id: string, side: Side, limit: string, symbol: TradingSymbol = 'AAPL', createdAt = PLACED): OrderRow {
  return {
    id,
    account_id: 'acc-1',
    client_order_id: null,
    symbol,
    side,
    order_type: 'limit',
    quantity: 1,
    limit_price: limit,
    notional: null,
    stop_price: null,
    triggered_at: null,
    time_in_force: 'gtc',
    extended_hours: false,
    status: 'pending',
    reason: null,
    reason_details: null,
    filled_price: null,
    filled_quantity: 0,
    expires_at: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A snapshot's view of these working orders; `known` are those whose stored rows it holds. */
export function workingOrders(working: OrderRow[], known = working): Pick<AccountSnapshot, 'pendingById' | 'restingRows'> {
  return {
    pendingById: new Map<string, PendingOrder>(
      working.map((o) => [o.id, { symbol: o.symbol, side: o.side, quantity: o.quantity, limitPrice: new Decimal(o.limit_price!) }]),
    ),
    restingRows: new Map(known.map((o) => [o.id, o])),
  };
}

/** The ids of a list of orders, null kept as null. */
export const idsOf = (rows: OrderRow[] | null) => rows?.map((r) => r.id) ?? null;

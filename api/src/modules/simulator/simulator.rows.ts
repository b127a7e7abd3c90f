import type { OrderScript, OrderStatus, OrderType, RejectDetails, SandboxOpening, Side, TimeInForce, TradingSymbol } from './engine';
import type { AccountEvent } from './events/trading.events';

// The trading tables' rows as node-postgres returns them: numeric and bigint columns as strings
// (exact), integer as number, timestamptz as Date, jsonb parsed. Columns are snake_case, as in
// the migrations. Orders, fills and positions hold only symbols of SYMBOLS (orders are validated
// when placed), but a reader that meets rows from before a symbol left the list filters them
// (isTradingSymbol). They are what the simulator's readers answer; each door maps them to
// its own shapes (the demo's trading.views.ts, the sandbox's sandbox.views.ts).

/** demo_accounts: a visitor's demo account, or a developer's sandbox account (owner_user_id set). */
export interface AccountRow {
  id: string;
  cash: string;
  realized_pnl: string;
  /** The last per-account event sequence number handed out. */
  event_seq: string;
  created_at: Date;
  updated_at: Date;
  last_active_at: Date;
  owner_user_id: number | null;
  label: string | null;
  /** Makes a sandbox account's prices reproducible. */
  seed: string | null;
  /** A sandbox account's opening cash and positions, which a reset goes back to. */
  opening: SandboxOpening | null;
  /** The broker the account is at (its profile: brokers/); 'northwind' for a demo account. */
  broker: string;
}

/** A script as an order keeps it: with the price a resting scripted market order reserves at. */
export interface StoredOrderScript extends OrderScript {
  reservePrice: string;
}

/** trading_orders, the columns every view of an order reads. */
export interface OrderRow {
  id: string;
  account_id: string;
  client_order_id: string | null;
  symbol: TradingSymbol;
  side: Side;
  order_type: OrderType;
  /** Shares, whole or to 9 places (numeric(18,9), read as a number: ledger/order-columns.ts). */
  quantity: number;
  /** A notional order's dollar amount (its quantity worked out as it was placed); null for every other order. */
  notional: string | null;
  limit_price: string | null;
  /** stop and stop_limit: the price that triggers it. */
  stop_price: string | null;
  /** When a stop_limit's stop triggered (it rests as a limit order since); null before, and for every other type. */
  triggered_at: Date | null;
  /**
   * trailing_stop only (null or absent on the others, so their inserted rows are as before): its
   * trail, in dollars or percent (exactly one), the water mark the clock has carried it to (the
   * high of a sell, the low of a buy, since placement) and the price it holds buying power at.
   */
  trail_price?: string | null;
  trail_percent?: string | null;
  water_mark?: string | null;
  reserve_price?: string | null;
  time_in_force: TimeInForce;
  /** A limit day order the path may cross in pre-market and after-hours too (northwind). */
  extended_hours: boolean;
  status: OrderStatus;
  /** Why it was rejected or canceled, machine-readable (e.g. EXPIRED_AT_CLOSE). */
  reason: string | null;
  reason_details: RejectDetails | null;
  /** The average price of what filled so far. */
  filled_price: string | null;
  filled_quantity: number;
  /** A day order's close; null for good-till-canceled. */
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** trading_orders, every column: with a sandbox order's script and where it stands in it. */
export interface ScriptedOrderRow extends OrderRow {
  simulate: StoredOrderScript | null;
  next_step_at: Date | null;
  step: number;
}

/** trading_fills */
export interface FillRow {
  id: string;
  order_id: string;
  account_id: string;
  symbol: TradingSymbol;
  side: Side;
  quantity: number;
  price: string;
  realized_pnl: string;
  created_at: Date;
}

/** trading_positions; a closed position keeps its row (quantity 0) and id. */
export interface PositionRow {
  id: string;
  account_id: string;
  symbol: TradingSymbol;
  quantity: number;
  /** Total cost of the shares held. */
  cost_basis: string;
  updated_at: Date;
}

/** trading_events, as replayed to a stream (the account is the one asked for). */
export interface EventRow {
  seq: string;
  type: AccountEvent['type'];
  payload: AccountEvent['data'];
  created_at: Date;
}

/** An account's money. */
export type BalanceRow = Pick<AccountRow, 'cash' | 'realized_pnl'>;
/** What an account's holdings and reservations are computed from. */
export type HoldingRow = Pick<PositionRow, 'symbol' | 'quantity' | 'cost_basis'>;
/** A working order's unfilled rest and the price it reserves at. */
export type ReservingOrderRow = Pick<OrderRow, 'symbol' | 'side' | 'quantity'> & { limit_price: string };

/** An account as a list of a developer's accounts reads it. */
export type OwnedAccountRow = Pick<AccountRow, 'id' | 'label' | 'seed' | 'cash' | 'realized_pnl' | 'created_at' | 'broker'>;
/** An order as a page of an account's orders reads it. */
export type ListedOrderRow = Omit<OrderRow, 'account_id' | 'expires_at'>;
/** A fill as a page of an account's fills reads it. */
export type ListedFillRow = Pick<FillRow, 'id' | 'order_id' | 'symbol' | 'side' | 'quantity' | 'price' | 'created_at'>;

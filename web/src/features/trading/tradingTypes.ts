import type { AccountEventData, FillEvent, OrderEventData, PositionEventData } from '../../../../sdk/src/generated/types.gen';

export const SYMBOLS = ['AAPL', 'GOOGL', 'MSFT', 'TSLA', 'NVDA'] as const;
export type TradingSymbol = (typeof SYMBOLS)[number];
export type OrderSide = 'buy' | 'sell';
export type OrderType = 'market' | 'limit';

export interface Account {
  id: string;
  balance: number;
  buyingPower: number;
  equity: number;
  marginUsed: number;
  marketValue: number;
  reservedCash: number;
  realizedPnl: number;
}

export interface Position {
  id: string;
  symbol: string;
  quantity: number;
  averageCost: number;
  currentPrice: number;
  marketValue: number;
  unrealizedPnl: number;
}

export interface Order {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  quantity: number;
  price: number | null;
  filledPrice: number | null;
  status: string;
  filledQuantity: number;
  reason: string | null;
  reasonDetails: Record<string, unknown> | null;
  timeInForce: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
}

export interface Trade {
  id: string;
  orderId: string;
  symbol: string;
  side: OrderSide;
  quantity: number;
  price: number;
  realizedPnl: number;
  timestamp: string;
}

export interface ActivityEntry {
  id: number;
  method: string;
  endpoint: string;
  timestamp: string;
  status: number;
  duration: number;
}

export interface PlaceOrderRequest {
  symbol: TradingSymbol;
  side: OrderSide;
  orderType: OrderType;
  quantity: number;
  price?: number;
  timeInForce: 'day';
}

// What the server pushes on the `account.events` channel: the simulator's one public event shape
// (the same data /v1's events, SSE and webhooks carry: camelCase, money as decimal strings), typed
// by the SDK generated from the OpenAPI document. pushedEvents.ts turns it into the demo's shapes above.
export type {
  AccountBalances as PushedAccount,
  FillEvent as PushedFill,
  Order as PushedOrder,
  PositionEvent as PushedPosition,
} from '../../../../sdk/src/generated/types.gen';

/** One event of a pushed message (an array per change, in sequence). */
export type AccountEvent =
  | { seq: number; type: 'order.accepted' | 'order.rejected' | 'order.canceled' | 'order.expired'; data: OrderEventData }
  | { seq: number; type: 'order.partially_filled' | 'order.filled'; data: OrderEventData & { fill: FillEvent } }
  | { seq: number; type: 'account.updated'; data: AccountEventData }
  | { seq: number; type: 'position.updated'; data: PositionEventData };

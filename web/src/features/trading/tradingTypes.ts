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
// (the same data /v1's events, SSE and webhooks carry: camelCase, money as decimal strings).
// pushedEvents.ts turns it into the demo's own shapes above.

export interface PushedOrder {
  id: string;
  clientOrderId: string | null;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  quantity: number;
  limitPrice: string | null;
  timeInForce: string;
  status: string;
  filledQuantity: number;
  averageFillPrice: string | null;
  rejectReason: ({ code: string; message: string } & Record<string, string | number>) | null;
  createdAt: string;
  updatedAt: string;
}

export interface PushedFill {
  id: string;
  orderId: string;
  symbol: string;
  side: OrderSide;
  quantity: number;
  price: string;
  realizedPnl: string;
  filledAt: string;
}

export interface PushedPosition {
  id: string;
  symbol: string;
  quantity: number;
  averageCost: string;
  marketPrice: string;
  marketValue: string;
  unrealizedPnl: string;
}

export interface PushedAccount {
  id: string;
  cash: string;
  equity: string;
  buyingPower: string;
  marginUsed: string;
  marketValue: string;
  reservedCash: string;
  realizedPnl: string;
}

interface EventHead {
  seq: number;
}

/** One event of a pushed message (an array per change, in sequence). */
export type AccountEvent =
  | (EventHead & { type: 'order.accepted' | 'order.rejected' | 'order.canceled' | 'order.expired'; data: { order: PushedOrder } })
  | (EventHead & { type: 'order.partially_filled' | 'order.filled'; data: { order: PushedOrder; fill: PushedFill } })
  | (EventHead & { type: 'account.updated'; data: { account: PushedAccount } })
  | (EventHead & { type: 'position.updated'; data: { position: PushedPosition } });

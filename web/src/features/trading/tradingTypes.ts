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
  reason: string | null;
  reasonDetails: Record<string, unknown> | null;
  timeInForce: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
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

/** One event of what the server pushes on the `account.events` channel (an array per change, in sequence). */
export type AccountEvent =
  | { seq: number; type: 'order.accepted' | 'order.rejected' | 'order.canceled'; data: { order: Order } }
  | { seq: number; type: 'order.filled'; data: { order: Order; trade: Trade } }
  | { seq: number; type: 'account.changed'; data: { account: Account } }
  | { seq: number; type: 'position.changed'; data: { position: Position } };

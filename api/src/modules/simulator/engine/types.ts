import Decimal from 'decimal.js';

export const SYMBOLS = ['AAPL', 'GOOGL', 'MSFT', 'TSLA', 'NVDA'] as const;
export type TradingSymbol = (typeof SYMBOLS)[number];
export type Side = 'buy' | 'sell';
export type OrderType = 'market' | 'limit';
export type OrderStatus = 'pending' | 'partially_filled' | 'filled' | 'canceled' | 'rejected' | 'expired';
export const TIMES_IN_FORCE = ['day', 'gtc', 'ioc'] as const;
/** day: expires at the close; gtc: until canceled; ioc: what fills now fills, the rest is canceled. */
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

export const OPENING_CASH = new Decimal('100000.00');
/** Reg-T style: a visitor may borrow as much as their equity (PRODUCT.md). */
export const MARGIN_MULTIPLIER = 2;

/** Realistic opening prices (late-2025 levels) so the demo feels like a market. */
export const START_PRICES: Record<TradingSymbol, string> = {
  AAPL: '230.00',
  GOOGL: '175.00',
  MSFT: '420.00',
  TSLA: '250.00',
  NVDA: '130.00',
};

export type Prices = Record<TradingSymbol, Decimal>;

/** What a sandbox account opens with, and what a reset returns it to. */
export interface SandboxOpening {
  cash: string;
  positions: { symbol: TradingSymbol; quantity: number; averageCost: string }[];
}

interface Holding {
  quantity: number;
  /** Total cost of the shares held; average cost = costBasis / quantity. */
  costBasis: Decimal;
}

export interface PendingOrder {
  symbol: TradingSymbol;
  side: Side;
  quantity: number;
  limitPrice: Decimal;
}

/** Everything the rules need to know about one account, already loaded under its lock. */
export interface AccountState {
  cash: Decimal;
  realizedPnl: Decimal;
  holdings: Partial<Record<TradingSymbol, Holding>>;
  pending: PendingOrder[];
}

export interface OrderRequest {
  symbol: TradingSymbol;
  side: Side;
  orderType: OrderType;
  quantity: number;
  limitPrice?: Decimal;
}

export type RejectReason = 'INSUFFICIENT_BUYING_POWER' | 'INSUFFICIENT_SHARES' | 'NO_PRICE';
/** The figures behind a rejection (what was asked, what was there), as the order keeps them. */
export type RejectDetails = Record<string, string | number>;

export type Decision =
  | { outcome: 'fill'; price: Decimal }
  | { outcome: 'pending' }
  | { outcome: 'reject'; reason: RejectReason; details: RejectDetails }
  /** Accepted, then canceled at once with nothing filled (an IOC order the market does not reach). */
  | { outcome: 'cancel' };

export function isTradingSymbol(value: string): value is TradingSymbol {
  return (SYMBOLS as readonly string[]).includes(value);
}

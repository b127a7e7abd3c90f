import Decimal from 'decimal.js';
import { ASSET_CATALOGUE, ASSET_SYMBOLS, AssetSymbol } from './asset-catalogue';

/** The demo's five (site spec): its live feed, its matcher and its order ticket trade only these. */
export const SYMBOLS = ['AAPL', 'GOOGL', 'MSFT', 'TSLA', 'NVDA'] as const;
export type DemoSymbol = (typeof SYMBOLS)[number];
/** Every symbol of the asset catalogue (asset-catalogue.ts): what a sandbox account trades. */
export type TradingSymbol = AssetSymbol;
export type Side = 'buy' | 'sell';
export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'] as const;
/**
 * stop: a market order once the path reaches its stop; stop_limit: a limit order then (see
 * stopTriggered); trailing_stop: a stop whose level trails the price's best since placement (trailing-stops.ts).
 */
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderStatus = 'pending' | 'partially_filled' | 'filled' | 'canceled' | 'rejected' | 'expired';
export const TIMES_IN_FORCE = ['day', 'gtc', 'ioc', 'fok'] as const;
/**
 * day: expires at the close; gtc: until canceled; ioc: what fills now fills, the rest is canceled;
 * fok: all of it fills now or none of it does (canceled). With whole-order fills the two decide alike.
 */
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];

export const OPENING_CASH = new Decimal('100000.00');
/** Reg-T style: a visitor may borrow as much as their equity (PRODUCT.md). */
export const MARGIN_MULTIPLIER = 2;
/**
 * Reg T for short sales: opening one needs 150% of its value, all of it counted against buying
 * power (the proceeds stay in cash, so equity does not move): docs/decisions/short-selling.md.
 */
export const SHORT_MARGIN_REQUIREMENT = new Decimal('1.5');

/** Realistic opening prices (late-2025 levels, from the catalogue) so the market feels like one. */
export const START_PRICES = Object.fromEntries(ASSET_SYMBOLS.map((s) => [s, ASSET_CATALOGUE[s].startPrice])) as Record<TradingSymbol, string>;

/**
 * The prices an account trades at, by symbol. A sandbox account's cover the whole catalogue and
 * are worked out only when read (sandboxPrices); the demo's live feed carries its five, the only
 * symbols a demo account can order or hold (its order DTO takes no other).
 */
export type Prices = Record<TradingSymbol, Decimal>;

/** What a sandbox account opens with, and what a reset returns it to. */
export interface SandboxOpening {
  cash: string;
  positions: { symbol: TradingSymbol; quantity: number; averageCost: string }[];
}

interface Holding {
  /** Negative for a short position. */
  quantity: number;
  /** Total cost of the shares held (a short's: minus its proceeds); average cost = costBasis / quantity. */
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
  /** stop and stop_limit: the price that triggers it. */
  stopPrice?: Decimal;
  /** trailing_stop: how far its level trails the water mark, in dollars or (0 < p < 100) percent; exactly one. */
  trailPrice?: Decimal;
  trailPercent?: Decimal;
  /** A limit day order the path may also cross in pre-market and after-hours (northwind). */
  extendedHours?: boolean;
  /**
   * The account's broker lends this symbol (shortSelling, easy to borrow): a sale beyond the shares
   * that may still be sold opens or increases a short position. Unset (the demo, other brokers): such a sale is rejected.
   */
  mayShort?: boolean;
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

const CATALOGUE_SYMBOLS: ReadonlySet<string> = new Set(ASSET_SYMBOLS);

export function isTradingSymbol(value: string): value is TradingSymbol {
  return CATALOGUE_SYMBOLS.has(value);
}

export function isDemoSymbol(value: string): value is DemoSymbol {
  return (SYMBOLS as readonly string[]).includes(value);
}

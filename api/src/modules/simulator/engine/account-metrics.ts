import Decimal from 'decimal.js';
import { minusShares, plusShares, tradeAmount } from './shares';
import { AccountState, MARGIN_MULTIPLIER, Prices, SHORT_MARGIN_REQUIREMENT, TradingSymbol } from './types';

export interface AccountMetrics {
  balance: Decimal;
  equity: Decimal;
  /** Long value less short value (a short position's market value is negative). */
  marketValue: Decimal;
  reserved: Decimal;
  buyingPower: Decimal;
  marginUsed: Decimal;
}

/** The value of the long positions and of the short ones (both positive). */
function positionValues(state: AccountState, prices: Prices): { long: Decimal; short: Decimal } {
  let long = new Decimal(0);
  let short = new Decimal(0);
  for (const [symbol, h] of Object.entries(state.holdings) as [TradingSymbol, { quantity: number }][]) {
    const value = prices[symbol].times(Math.abs(h.quantity));
    if (h.quantity > 0) long = long.plus(value);
    else short = short.plus(value);
  }
  return { long, short };
}

/**
 * What working orders hold back, in buying power: a buy its price times the shares that do not
 * cover a short (covering frees margin), a sell beyond the long shares (a short sale) 150% of its
 * value. Orders are taken in turn, so the earlier ones cover or sell what is held first.
 */
function reservedFor(state: AccountState): Decimal {
  const left = new Map<string, number>();
  let reserved = new Decimal(0);
  for (const o of state.pending) {
    const held = state.holdings[o.symbol]?.quantity ?? 0;
    const key = `${o.side}:${o.symbol}`;
    // A buy first covers the short; a sell first sells the long shares.
    const closable = left.get(key) ?? Math.max(0, o.side === 'buy' ? -held : held);
    const closes = Math.min(o.quantity, closable);
    left.set(key, minusShares(closable, closes));
    const opening = tradeAmount(o.limitPrice, minusShares(o.quantity, closes));
    reserved = reserved.plus(o.side === 'buy' ? opening : opening.times(SHORT_MARGIN_REQUIREMENT));
  }
  return reserved;
}

/**
 * The margin model of PRODUCT.md, with short positions (docs/decisions/short-selling.md):
 * equity = cash + long value − short value; BP = 2 × equity − long value − 1.5 × short value − reserved.
 */
export function accountMetrics(state: AccountState, prices: Prices): AccountMetrics {
  const { long, short } = positionValues(state, prices);
  const marketValue = long.minus(short);
  const equity = state.cash.plus(marketValue);
  const reserved = reservedFor(state);
  return {
    balance: state.cash,
    equity,
    marketValue,
    reserved,
    buyingPower: equity.times(MARGIN_MULTIPLIER).minus(long).minus(short.times(SHORT_MARGIN_REQUIREMENT)).minus(reserved),
    marginUsed: Decimal.max(0, state.cash.negated()),
  };
}

/** Shares of a symbol not already promised to pending sells: what may still be sold (negative when short). */
export function sellableShares(state: AccountState, symbol: TradingSymbol): number {
  const held = state.holdings[symbol]?.quantity ?? 0;
  return minusShares(held, pendingShares(state, symbol, 'sell'));
}

function pendingShares(state: AccountState, symbol: TradingSymbol, side: 'buy' | 'sell'): number {
  return state.pending.filter((o) => o.side === side && o.symbol === symbol).reduce((n, o) => plusShares(n, o.quantity), 0);
}

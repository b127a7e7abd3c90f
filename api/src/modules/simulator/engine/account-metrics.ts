import Decimal from 'decimal.js';
import { minusShares, plusShares, tradeAmount } from './shares';
import { AccountState, MARGIN_MULTIPLIER, Prices, TradingSymbol } from './types';

export interface AccountMetrics {
  balance: Decimal;
  equity: Decimal;
  marketValue: Decimal;
  reserved: Decimal;
  buyingPower: Decimal;
  marginUsed: Decimal;
}

function marketValueOf(state: AccountState, prices: Prices): Decimal {
  return (Object.entries(state.holdings) as [TradingSymbol, { quantity: number }][]).reduce(
    (sum, [symbol, h]) => sum.plus(prices[symbol].times(h.quantity)),
    new Decimal(0),
  );
}

/** Cash held back for pending buys, at their limit (the most they can cost). */
function reservedFor(state: AccountState): Decimal {
  return state.pending.filter((o) => o.side === 'buy').reduce((sum, o) => sum.plus(tradeAmount(o.limitPrice, o.quantity)), new Decimal(0));
}

/** The margin model of PRODUCT.md: equity = cash + MV; BP = 2 x equity - MV - reserved. */
export function accountMetrics(state: AccountState, prices: Prices): AccountMetrics {
  const marketValue = marketValueOf(state, prices);
  const equity = state.cash.plus(marketValue);
  const reserved = reservedFor(state);
  return {
    balance: state.cash,
    equity,
    marketValue,
    reserved,
    buyingPower: equity.times(MARGIN_MULTIPLIER).minus(marketValue).minus(reserved),
    marginUsed: Decimal.max(0, state.cash.negated()),
  };
}

/** Shares of a symbol not already promised to pending sells: what may still be sold. */
export function sellableShares(state: AccountState, symbol: TradingSymbol): number {
  const held = state.holdings[symbol]?.quantity ?? 0;
  const committed = state.pending.filter((o) => o.side === 'sell' && o.symbol === symbol).reduce((n, o) => plusShares(n, o.quantity), 0);
  return minusShares(held, committed);
}

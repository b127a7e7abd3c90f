import Decimal from 'decimal.js';
import { minusShares, plusShares, tradeAmount } from './shares';
import { AccountState, Side, TradingSymbol } from './types';

export interface FillInput {
  symbol: TradingSymbol;
  side: Side;
  quantity: number;
  price: Decimal;
}

export interface FillResult {
  state: AccountState;
  realizedPnl: Decimal;
  /** The holding after the fill (quantity 0 when the position is closed). */
  holding: { quantity: number; costBasis: Decimal };
}

/**
 * Moves cash and shares for one fill. A sale removes its share of the cost basis (rounded
 * once, and the same amount counts toward realized P&L), so cash + cost basis always equals
 * opening cash + realized P&L exactly. A fractional fill's amount is rounded to the cent once
 * (tradeAmount), and that amount moves both cash and cost basis.
 */
export function applyFill(state: AccountState, fill: FillInput): FillResult {
  const held = state.holdings[fill.symbol] ?? { quantity: 0, costBasis: new Decimal(0) };
  const amount = tradeAmount(fill.price, fill.quantity);
  let holding: FillResult['holding'];
  let realizedPnl = new Decimal(0);
  let cash: Decimal;
  if (fill.side === 'buy') {
    holding = { quantity: plusShares(held.quantity, fill.quantity), costBasis: held.costBasis.plus(amount) };
    cash = state.cash.minus(amount);
  } else {
    if (fill.quantity > held.quantity) throw new Error(`Cannot sell ${fill.quantity} ${fill.symbol}: ${held.quantity} held`);
    const removed =
      fill.quantity === held.quantity
        ? held.costBasis
        : held.costBasis.times(fill.quantity).dividedBy(held.quantity).toDecimalPlaces(6, Decimal.ROUND_HALF_EVEN);
    realizedPnl = amount.minus(removed);
    holding = { quantity: minusShares(held.quantity, fill.quantity), costBasis: held.costBasis.minus(removed) };
    cash = state.cash.plus(amount);
  }
  const holdings = { ...state.holdings, [fill.symbol]: holding };
  if (holding.quantity === 0) delete holdings[fill.symbol];
  return { state: { ...state, cash, realizedPnl: state.realizedPnl.plus(realizedPnl), holdings }, realizedPnl, holding };
}

export function averageCost(holding: { quantity: number; costBasis: Decimal }): Decimal {
  return holding.quantity === 0 ? new Decimal(0) : holding.costBasis.dividedBy(holding.quantity).toDecimalPlaces(6);
}

/** A holding valued at a price: what each door's position shape formats (the demo's numbers, /v1's decimal strings). */
export function valuePosition(holding: { quantity: number; costBasis: Decimal }, marketPrice: Decimal) {
  const marketValue = marketPrice.times(holding.quantity);
  return { averageCost: averageCost(holding), marketPrice, marketValue, unrealizedPnl: marketValue.minus(holding.costBasis) };
}

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
 * Moves cash and shares for one fill. Quantities are signed (a short position is negative): the
 * part of a fill that closes what is held (a sale of long shares, a buy covering a short)
 * removes its share of the cost basis (rounded once, and the same amount counts toward realized
 * P&L); the rest opens or adds to a position on the fill's side, at the fill's price. Each part's
 * amount is rounded to the cent once (tradeAmount, for fractional fills), and those amounts move
 * both cash and cost basis. So cash + cost basis always equals opening cash + realized P&L
 * exactly, and one order may close a position and open the other side
 * (docs/decisions/short-selling.md, docs/decisions/fractional-and-notional-orders.md).
 */
export function applyFill(state: AccountState, fill: FillInput): FillResult {
  const held = state.holdings[fill.symbol] ?? { quantity: 0, costBasis: ZERO };
  const direction = fill.side === 'buy' ? 1 : -1;
  const closing = held.quantity * direction < 0 ? Math.min(fill.quantity, Math.abs(held.quantity)) : 0;
  const openingAmount = tradeAmount(fill.price, minusShares(fill.quantity, closing));
  // A fill that only opens or adds (most fills: a buy of a stock not sold short) closes nothing:
  // its cost moves whole into the holding, and none of the closing arithmetic below is needed.
  const { removed, closingAmount, realizedPnl } = closing === 0 ? NOTHING_CLOSED : closed(held, fill.price, closing, direction);
  const holding = {
    quantity: plusShares(held.quantity, direction * fill.quantity),
    costBasis: held.costBasis.minus(removed).plus(openingAmount.times(direction)),
  };
  const cash = state.cash.minus(closingAmount.plus(openingAmount).times(direction));
  const holdings = { ...state.holdings, [fill.symbol]: holding };
  if (holding.quantity === 0) delete holdings[fill.symbol];
  return { state: { ...state, cash, realizedPnl: state.realizedPnl.plus(realizedPnl), holdings }, realizedPnl, holding };
}

const ZERO = new Decimal(0);
const NOTHING_CLOSED = { removed: ZERO, closingAmount: ZERO, realizedPnl: ZERO };

/** The part of a fill that closes `closing` of what is held: the cost basis it removes, its amount, and the P&L it realizes. */
function closed(held: { quantity: number; costBasis: Decimal }, price: Decimal, closing: number, direction: number) {
  const removed =
    closing === Math.abs(held.quantity)
      ? held.costBasis
      : held.costBasis.times(closing).dividedBy(Math.abs(held.quantity)).toDecimalPlaces(6, Decimal.ROUND_HALF_EVEN);
  const closingAmount = tradeAmount(price, closing);
  // A sale realizes its proceeds less the cost removed; a cover, the short's proceeds (−removed) less what it pays.
  return { removed, closingAmount, realizedPnl: closingAmount.times(-direction).minus(removed) };
}

export function averageCost(holding: { quantity: number; costBasis: Decimal }): Decimal {
  return holding.quantity === 0 ? new Decimal(0) : holding.costBasis.dividedBy(holding.quantity).toDecimalPlaces(6);
}

/** A holding valued at a price: what each door's position shape formats (the demo's numbers, /v1's decimal strings). */
export function valuePosition(holding: { quantity: number; costBasis: Decimal }, marketPrice: Decimal) {
  const marketValue = marketPrice.times(holding.quantity);
  return { averageCost: averageCost(holding), marketPrice, marketValue, unrealizedPnl: marketValue.minus(holding.costBasis) };
}

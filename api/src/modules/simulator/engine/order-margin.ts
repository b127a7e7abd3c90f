import type Decimal from 'decimal.js';
import { accountMetrics } from './account-metrics';
import { applyFill } from './apply-fill';
import type { AccountState, OrderRequest, Prices } from './types';

/**
 * Buying power before an order and after it, measured rather than worked out per case, so no
 * order can take it below zero at placement whatever it closes, opens or re-tallies: the lower of
 * the account with the order resting (reserving at `perShare`) and, for a market order, filled at
 * the price (a closed market turns one into a resting order). A sale of long shares frees no
 * buying power for the short sold in the same order (docs/decisions/short-selling.md).
 */
export function buyingPowerAround(state: AccountState, order: OrderRequest, perShare: Decimal, prices: Prices): { before: Decimal; after: Decimal } {
  const before = accountMetrics(state, prices).buyingPower;
  const resting = { ...state, pending: [...state.pending, { symbol: order.symbol, side: order.side, quantity: order.quantity, limitPrice: perShare }] };
  let after = accountMetrics(resting, prices).buyingPower;
  if (order.orderType === 'market') {
    const filled = applyFill(state, { symbol: order.symbol, side: order.side, quantity: order.quantity, price: prices[order.symbol] }).state;
    const whenFilled = accountMetrics(filled, prices).buyingPower;
    if (whenFilled.lessThan(after)) after = whenFilled;
  }
  return { before, after };
}

import Decimal from 'decimal.js';
import { accountMetrics, sellableShares } from './account-metrics';
import { reservePriceOf } from './decide-order';
import { isWholeShares, toShares, tradeAmount } from './shares';
import { AccountState, OrderRequest, Prices, RejectDetails, RejectReason } from './types';

/** What the sandbox's broker does with an order (SANDBOX.md "Control": `simulate`). */
export const SCRIPTED_OUTCOMES = ['fill', 'partial_fill', 'reject', 'rest', 'fill_after', 'cancel_by_broker'] as const;
export type ScriptedOutcome = (typeof SCRIPTED_OUTCOMES)[number];
export const REJECT_REASONS: readonly RejectReason[] = ['INSUFFICIENT_BUYING_POWER', 'INSUFFICIENT_SHARES', 'NO_PRICE'];
export const CANCELED_BY_BROKER = 'CANCELED_BY_BROKER';
export const DEFAULT_INTERVAL_SECONDS = 60;

export interface OrderScript {
  outcome: ScriptedOutcome;
  /** partial_fill: the share of the order each fill takes, in order (their sum at most 1). */
  fillRatios?: number[];
  /** partial_fill: account seconds between fills (60 by default). */
  intervalSeconds?: number;
  /** reject: any documented reason (INSUFFICIENT_BUYING_POWER by default). */
  reason?: RejectReason;
  /** fill_after: account seconds until it fills; cancel_by_broker: until the broker cancels it (0: at once). */
  seconds?: number;
}

/**
 * A partial_fill script's filled quantity after each fill, cumulative: whole shares (billionths
 * of one for a fractional order), rounded down, the last one the whole order when the ratios add
 * up to 1. What a rounding leaves at zero shares is skipped by the ledger (no event for a fill of nothing).
 */
export function partialFillTargets(quantity: number, ratios: number[]): number[] {
  let sum = 0;
  const down = (q: number) => (isWholeShares(quantity) ? Math.floor(q + 1e-9) : toShares(q + 1e-12));
  return ratios.map((ratio) => {
    sum += ratio;
    return sum >= 1 - 1e-9 ? quantity : Math.min(quantity, down(quantity * sum));
  });
}

/** The figures a rejection for `reason` would carry for this order and account, as the engine's own rejections do. */
export function rejectFigures(reason: RejectReason, state: AccountState, order: OrderRequest, prices: Prices): RejectDetails {
  if (reason === 'INSUFFICIENT_SHARES') return { requested: order.quantity, available: sellableShares(state, order.symbol) };
  if (reason === 'NO_PRICE') return { symbol: order.symbol };
  const perShare: Decimal = reservePriceOf(order, prices[order.symbol]);
  return { required: tradeAmount(perShare, order.quantity).toFixed(2), available: accountMetrics(state, prices).buyingPower.toFixed(2) };
}

/** The average price of a fill added to what had filled before, to the cent. */
export function averageFillPrice(filledBefore: number, averageBefore: Decimal | null, quantity: number, price: Decimal): Decimal {
  const notional = (averageBefore ?? new Decimal(0)).times(filledBefore).plus(price.times(quantity));
  return notional.dividedBy(new Decimal(filledBefore).plus(quantity)).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

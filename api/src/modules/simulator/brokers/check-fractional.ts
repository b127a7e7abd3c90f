import { ASSET_CATALOGUE, isWholeShares, type OrderType, type TimeInForce, type TradingSymbol } from '../engine';
import type { BrokerProfile } from './broker-profile';

/** An order by fractional quantity or by dollar amount, and what it asks. */
export interface SizedOrder {
  readonly symbol: TradingSymbol;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  /** Shares, maybe a fraction of one; absent on a notional order. */
  readonly quantity?: number;
  /** A dollar amount (decimal string): a notional order. */
  readonly notional?: string;
}

/** Alpaca's rule, which northwind keeps: only a market order for the day may be fractional or notional. */
const FRACTIONAL_ORDER_TYPE: OrderType = 'market';
const FRACTIONAL_TIME_IN_FORCE: TimeInForce = 'day';

/**
 * Whether the broker takes this order's size: null when it does (whole shares always), else the
 * capability refused (fractional or notional), the rule that decides and our words. Order of the
 * rules: the broker's flag, then market-day only, then the asset's `fractionable`.
 */
export function sizeRefusal(broker: BrokerProfile, order: SizedOrder): { capability: 'fractional' | 'notional'; rule: string; message: string } | null {
  const capability = order.notional !== undefined ? 'notional' : order.quantity !== undefined && !isWholeShares(order.quantity) ? 'fractional' : null;
  if (!capability) return null;
  const what = capability === 'notional' ? 'notional (dollar amount) orders' : 'fractional quantities';
  if (!broker.capabilities[capability]) {
    const instead = capability === 'notional' ? 'send quantity, a whole number of shares' : 'send a whole number of shares';
    return { capability, rule: `capabilities.${capability}`, message: `${broker.name} does not accept ${what}: ${instead}.` };
  }
  if (order.type !== FRACTIONAL_ORDER_TYPE || order.timeInForce !== FRACTIONAL_TIME_IN_FORCE) {
    return {
      capability,
      rule: `capabilities.${capability}`,
      message: `${broker.name} takes ${what} only on market orders with timeInForce day (this is a ${order.type} order, timeInForce ${order.timeInForce}).`,
    };
  }
  if (!ASSET_CATALOGUE[order.symbol].fractionable) {
    return {
      capability,
      rule: `assets.${order.symbol}.fractionable`,
      message: `${order.symbol} is not fractionable (GET /v1/assets): order it in whole shares with quantity.`,
    };
  }
  return null;
}

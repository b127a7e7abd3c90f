import { easyToBorrow, type Side, type TradingSymbol } from '../engine';
import type { BrokerProfile } from './broker-profile';

/** A sale as the short-selling rule sees it: `sellable` is what the account may still sell (held less pending sells). */
export interface SaleAsked {
  readonly symbol: TradingSymbol;
  readonly side?: Side;
  readonly quantity?: number;
  readonly sellable?: number;
}

/**
 * Whether a broker that lends shares refuses this sale as a short sale of a hard-to-borrow symbol:
 * null when it takes it (not a sale beyond `sellable`, or easy to borrow), else the rule and our
 * words. At a broker that does not lend, a sale beyond the shares held is left to the engine,
 * which rejects it (INSUFFICIENT_SHARES) as it always has. Without `sellable` (no account read)
 * nothing is refused here: the engine still rejects a short it may not open.
 */
export function shortRefusal(broker: BrokerProfile, order: SaleAsked): { rule: string; message: string } | null {
  if (!broker.capabilities.shortSelling || order.side !== 'sell' || order.quantity === undefined || order.sellable === undefined) return null;
  const held = Math.max(0, order.sellable);
  if (order.quantity <= held || easyToBorrow(order.symbol)) return null;
  return {
    rule: `assets.${order.symbol}.easyToBorrow`,
    message: `${broker.name} cannot borrow ${order.symbol} (hard to borrow, GET /v1/assets easyToBorrow false): sell at most the ${held} shares held, not ${order.quantity}.`,
  };
}

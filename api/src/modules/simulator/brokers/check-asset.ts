import { brokersTrading, type TradingSymbol } from '../engine';
import type { BrokerProfile } from './broker-profile';

/**
 * Whether the broker trades the symbol at all (the catalogue's broker list, GET /v1/assets):
 * null when it does, else the rule that decides and our words. Kept apart from checkOrder's
 * order-type rules so each grows on its own.
 */
export function assetRefusal(broker: BrokerProfile, symbol: TradingSymbol): { rule: string; message: string } | null {
  const brokers = brokersTrading(symbol);
  if (brokers.includes(broker.id)) return null;
  return {
    rule: `assets.${symbol}.brokers`,
    message: `${broker.name} does not trade ${symbol} (GET /v1/assets lists the brokers that do: ${brokers.join(', ')}).`,
  };
}

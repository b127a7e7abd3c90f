import type { BrokerCapabilities, BrokerProfile } from './broker-profile';

/** The scope a caller needs to place and cancel orders (SANDBOX.md's scopes). */
export const TRADING_SCOPE = 'trading:write';

/** What one account may do: its broker's profile narrowed by what the caller is allowed (the key's or the connection's scopes). */
export interface AccountCapabilities {
  readonly broker: string;
  readonly version: string;
  readonly trading: boolean;
  readonly capabilities: BrokerCapabilities;
  /** Why trading is off, when it is: the broker's profile, or the caller's missing scope. */
  readonly tradingOffBecause: 'broker' | 'scope' | null;
}

/** The broker's document intersected with the caller's permissions: without trading:write there is nothing to order (nor to sell short). */
export function accountCapabilities(broker: BrokerProfile, scopes: ReadonlySet<string>): AccountCapabilities {
  const mayTrade = scopes.has(TRADING_SCOPE);
  const trading = broker.trading && mayTrade;
  return {
    broker: broker.id,
    version: broker.version,
    trading,
    capabilities: trading ? broker.capabilities : { ...broker.capabilities, orderTypes: [], timeInForce: {}, extendedHours: false, shortSelling: false },
    tradingOffBecause: trading ? null : broker.trading ? 'scope' : 'broker',
  };
}

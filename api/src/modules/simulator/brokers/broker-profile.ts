import type { OrderType, TimeInForce } from '../engine';

/**
 * A simulated broker as data (CONNECT.md "Brokers"): what it accepts and how it behaves. The
 * capability document of GET /v1/brokers, the order check and the API reference all read it, so
 * they cannot disagree. A profile declares only what the engine can do today: see
 * docs/decisions/broker-profiles.md for what each broker gains as the engine grows.
 */
export interface BrokerProfile {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever the profile changes what it accepts or how it behaves (a date and a counter). */
  readonly version: string;
  /** false: a read-only aggregator, every order refused. */
  readonly trading: boolean;
  readonly capabilities: BrokerCapabilities;
  /** The broker's own words when it refuses an order, kept beside ours (ORDER.UNSUPPORTED_BY_BROKER). */
  readonly refusals: Readonly<Record<RefusedCapability, BrokerWords>>;
}

export interface BrokerCapabilities {
  readonly orderTypes: readonly OrderType[];
  /** The times in force the broker takes, per order type it offers. */
  readonly timeInForce: Readonly<Partial<Record<OrderType, readonly TimeInForce[]>>>;
  readonly fractional: boolean;
  readonly notional: boolean;
  readonly extendedHours: boolean;
  readonly shortSelling: boolean;
  /** Calls a minute per account at this broker (any /v1 call about the account); null: only the key's own limit. */
  readonly rateLimitPerMinute: number | null;
  /** Order writes (place, cancel) a minute per account; null: no throttle of its own. */
  readonly orderWritesPerMinute: number | null;
  readonly tokenPolicy: TokenPolicy;
  /** Price history served, and how late its market data is (quotes and bars end at the clock minus delaySeconds). */
  readonly history: { readonly depthDays: number; readonly delaySeconds: number };
  /** live: balances and positions valued now; daily: as of the last daily refresh (the latest market close on the account's clock). */
  readonly balancesRefresh: BalancesRefresh;
}

export const BALANCES_REFRESHES = ['live', 'daily'] as const;
export type BalancesRefresh = (typeof BALANCES_REFRESHES)[number];

export interface TokenPolicy {
  /** How long a Connect access token lasts; null: the server's default (CONNECT_ACCESS_TOKEN_SECONDS, 900 s), or never (below). */
  readonly accessTokenSeconds: number | null;
  /**
   * false: access tokens last until revoked (northwind, as Alpaca's): the token response has no
   * expires_in and no refresh token (docs/decisions/non-expiring-connect-tokens.md).
   */
  readonly accessTokenExpires: boolean;
  /** Whether the token response carries a refresh token. */
  readonly refreshable: boolean;
  /** Days of account-clock time a sign-in lasts before the broker asks it again; null: never. */
  readonly reauthEveryDays: number | null;
}

export interface BrokerWords {
  readonly code: string;
  readonly message: string;
}

/**
 * The capabilities an order can be refused for. `asset`: the broker does not trade the symbol
 * (the catalogue's broker list); `extendedHours`: an extended-hours order where the broker has
 * none, or one that is not a limit day order; `shortSelling`: a short sale of a hard-to-borrow
 * symbol at a broker that lends (the others reject a sale beyond the shares held as the engine
 * always has, INSUFFICIENT_SHARES); `fractional`, `notional`: an order for a fraction of a share or
 * a dollar amount (the broker's flag, market day orders only, a fractionable asset:
 * brokers/check-fractional.ts).
 */
export const REFUSED_CAPABILITIES = ['trading', 'asset', 'orderType', 'timeInForce', 'fractional', 'notional', 'extendedHours', 'shortSelling'] as const;
export type RefusedCapability = (typeof REFUSED_CAPABILITIES)[number];

import type { Prices } from '../engine';

/** A moment of an account's market: the time a change happens at and the prices it is valued at. */
export interface MarketMoment {
  sandbox?: boolean;
  now: Date;
  prices: Prices;
}

/** A sandbox account's changes carry its clock's time; a demo account's the real time. */
export function sandboxTime(market: MarketMoment): Date | undefined {
  return market.sandbox === false ? undefined : market.now;
}

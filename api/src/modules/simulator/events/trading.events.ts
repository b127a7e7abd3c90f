import type { Prices } from '../engine';
import type { PublicEventType } from './public-event-types';

/** In-process event names; each announces something already committed. */
export const TradingEvents = {
  /** The events one committed change of an account made (AccountEvent[], in sequence, never empty). */
  accountEvents: 'trading.account-events',
  /** New prices; `leader` is true on the one instance that produced them and runs the matcher. */
  pricesTicked: 'trading.prices.ticked',
} as const;

/** Stored and published under its public name (public-event-types.ts). */
export type AccountEventType = PublicEventType;

export interface AccountEvent {
  accountId: string;
  seq: number;
  type: AccountEventType;
  /** The public shape (event-data.ts), exactly as stored and sent. */
  data: Record<string, unknown>;
  createdAt: string;
}

export interface PricesTicked {
  prices: Prices;
  at: string;
  leader: boolean;
}

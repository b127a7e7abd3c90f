import { lastCloseAtOrBefore } from '../engine';
import type { BrokerProfile } from './broker-profile';

/**
 * The instant an account's balances and positions are as of: its clock's now, or at a broker that
 * refreshes them once a day (tidewater) the last refresh, the latest market close.
 */
export function balancesAsOf(broker: BrokerProfile, now: Date): Date {
  return broker.capabilities.balancesRefresh === 'daily' ? lastCloseAtOrBefore(now) : now;
}

/**
 * The instant whose prices value them: now, or just before the close refreshed at, so positions
 * carry the session's closing price (its last minute's, the close of its 1Day bar), not the path's
 * first minute after the bell.
 */
export function balancesPricedAt(broker: BrokerProfile, now: Date): Date {
  const asOf = balancesAsOf(broker, now);
  return asOf === now ? now : new Date(asOf.getTime() - 1);
}

/** The instant the broker's market data is for: the account's clock less its history.delaySeconds. */
export function marketDataAsOf(broker: BrokerProfile, now: Date): Date {
  const delay = broker.capabilities.history.delaySeconds;
  return delay === 0 ? now : new Date(now.getTime() - delay * 1000);
}

const DAY_MS = 86_400_000;

/** The earliest instant the broker serves market data for: history.depthDays before the data's own now (marketDataAsOf). */
export function historyStart(broker: BrokerProfile, dataNow: Date): Date {
  return new Date(dataNow.getTime() - broker.capabilities.history.depthDays * DAY_MS);
}

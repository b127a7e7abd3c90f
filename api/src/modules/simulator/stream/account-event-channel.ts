import type { AccountEvent } from '../events/trading.events';

/** The Postgres channel on which committed account events are announced to every instance. */
export const ACCOUNT_EVENT_CHANNEL = 'trading_account_events';

export interface AccountEventNotice {
  /** The app instance that committed the events (it delivers them to its own sockets itself). */
  origin: string;
  accountId: string;
  fromSeq: number;
  toSeq: number;
}

/**
 * The payload announcing a transaction's events, or null when there are none. The ledger
 * sends it with pg_notify from inside the transaction: Postgres delivers the notification
 * only if the transaction commits, and in commit order, so every instance sees an account's
 * events in sequence. Only the range: an instance with a socket for the account reads the
 * events from `trading_events`, and every other one (most, for most orders) skips the
 * notice, where carrying the events measured as a quarter of an order's CPU.
 */
export function accountEventNotice(origin: string, events: AccountEvent[]): string | null {
  if (events.length === 0) return null;
  const notice: AccountEventNotice = { origin, accountId: events[0].accountId, fromSeq: events[0].seq, toSeq: events[events.length - 1].seq };
  return JSON.stringify(notice);
}

/**
 * Whether a payload was announced by `origin`, without parsing it: every instance hears its
 * own notices too, one per order, and has already delivered those events itself.
 * `accountEventNotice` always writes `origin` first.
 */
export function isNoticeFrom(payload: string, origin: string): boolean {
  return payload.startsWith(`{"origin":${JSON.stringify(origin)},`);
}

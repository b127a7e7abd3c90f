import type { AccountEvent } from '../events/trading.events';

/** The Postgres channel on which committed account events are announced to every instance. */
export const ACCOUNT_EVENT_CHANNEL = 'trading_account_events';

// NOTIFY payloads must stay under 8000 bytes; larger batches are announced by range instead.
const MAX_INLINE_BYTES = 7000;

export interface AccountEventNotice {
  /** The app instance that committed the events (it delivers them to its own sockets itself). */
  origin: string;
  accountId: string;
  fromSeq: number;
  toSeq: number;
  events?: AccountEvent[];
}

/**
 * The payload announcing a transaction's events, or null when there are none. The ledger
 * sends it with pg_notify from inside the transaction: Postgres delivers the notification
 * only if the transaction commits, and in commit order, so every instance sees an account's
 * events in sequence.
 */
export function accountEventNotice(origin: string, events: AccountEvent[]): string | null {
  if (events.length === 0) return null;
  const notice: AccountEventNotice = { origin, accountId: events[0].accountId, fromSeq: events[0].seq, toSeq: events[events.length - 1].seq, events };
  const payload = JSON.stringify(notice);
  return Buffer.byteLength(payload) > MAX_INLINE_BYTES ? JSON.stringify({ ...notice, events: undefined }) : payload;
}

/**
 * Whether a payload was announced by `origin`, without parsing it: every instance hears its
 * own notices too, one per order, and has already delivered those events itself.
 * `accountEventNotice` always writes `origin` first.
 */
export function isNoticeFrom(payload: string, origin: string): boolean {
  return payload.startsWith(`{"origin":${JSON.stringify(origin)},`);
}

import type { EntityManager } from 'typeorm';
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
 * Announces a transaction's events from inside it: Postgres delivers the notification only
 * if the transaction commits, and in commit order, so every instance sees an account's
 * events in sequence.
 */
export async function announceAccountEvents(m: EntityManager, origin: string, events: AccountEvent[]): Promise<void> {
  if (events.length === 0) return;
  const notice: AccountEventNotice = { origin, accountId: events[0].accountId, fromSeq: events[0].seq, toSeq: events[events.length - 1].seq, events };
  let payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > MAX_INLINE_BYTES) payload = JSON.stringify({ ...notice, events: undefined });
  await m.query('SELECT pg_notify($1, $2)', [ACCOUNT_EVENT_CHANNEL, payload]);
}

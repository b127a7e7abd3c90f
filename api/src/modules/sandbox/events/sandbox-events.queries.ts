import type { Queryable } from '../../../database/queryable';
import type { EventRow } from '../../simulator';

/** The account's stored events after `after` up to `upTo`, oldest first, at most `limit`. */
export function storedEventsBetween(db: Queryable, accountId: string, after: number, upTo: number, limit: number): Promise<EventRow[]> {
  return db.query<EventRow[]>(
    'SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4',
    [accountId, after, upTo, limit],
  );
}

/** As storedEventsBetween, with the real time each was written (null before it was recorded), for the console. */
export function storedEventsWithRealTimes(
  db: Queryable,
  accountId: string,
  after: number,
  limit: number,
): Promise<(EventRow & { recorded_at: Date | null })[]> {
  return db.query<(EventRow & { recorded_at: Date | null })[]>(
    'SELECT seq, type, payload, created_at, recorded_at FROM trading_events WHERE account_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
    [accountId, after, limit],
  );
}

/** The developer's sandbox accounts with the last sequence number of each one's event log. */
export function ownedAccountSequences(db: Queryable, userId: number): Promise<{ id: string; event_seq: string }[]> {
  return db.query<{ id: string; event_seq: string }[]>('SELECT id, event_seq FROM demo_accounts WHERE owner_user_id = $1', [userId]);
}

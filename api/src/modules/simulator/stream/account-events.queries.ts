import type { Queryable } from '../../../database/queryable';
import type { AccountRow, EventRow } from '../simulator.rows';

// An account's stored events, for streams that replay or relay them.

export function eventsBetween(db: Queryable, accountId: string, fromSeq: number, toSeq: number): Promise<EventRow[]> {
  return db.query<EventRow[]>('SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq', [
    accountId,
    fromSeq,
    toSeq,
  ]);
}

/** Events after `after` up to `upTo`, oldest first, at most `limit`. */
export function eventsAfter(db: Queryable, accountId: string, after: number, upTo: number, limit: number): Promise<EventRow[]> {
  return db.query<EventRow[]>(
    'SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4',
    [accountId, after, upTo, limit],
  );
}

/** The account's last event sequence number; undefined when the account is gone. */
export async function lastEventSeq(db: Queryable, accountId: string): Promise<number | undefined> {
  const [row] = await db.query<Pick<AccountRow, 'event_seq'>[]>('SELECT event_seq FROM demo_accounts WHERE id = $1', [accountId]);
  return row && Number(row.event_seq);
}

/** As eventsAfter (no upper bound), with the real time each was written (null before it was recorded), for the console. */
export function eventsWithRecordedAt(db: Queryable, accountId: string, after: number, limit: number): Promise<(EventRow & { recorded_at: Date | null })[]> {
  return db.query<(EventRow & { recorded_at: Date | null })[]>(
    'SELECT seq, type, payload, created_at, recorded_at FROM trading_events WHERE account_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
    [accountId, after, limit],
  );
}

/**
 * The last event of each account whose last sequence number is past the one given for it
 * (-1 when none is known): what a sweep pushes to followers that may have missed a notice.
 */
export function lastEventsPast(db: Queryable, accountIds: string[], seen: number[]): Promise<(EventRow & { account_id: string })[]> {
  return db.query<(EventRow & { account_id: string })[]>(
    `SELECT e.account_id, e.seq, e.type, e.payload, e.created_at
     FROM unnest($1::uuid[], $2::bigint[]) AS k(account_id, seen)
     JOIN demo_accounts a ON a.id = k.account_id AND a.event_seq > k.seen
     JOIN trading_events e ON e.account_id = a.id AND e.seq = a.event_seq`,
    [accountIds, seen],
  );
}

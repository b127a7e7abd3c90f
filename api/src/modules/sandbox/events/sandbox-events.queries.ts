import type { Queryable } from '../../../database/queryable';
import type { EventRow } from '../../trading/trading.rows';

/** The account's stored events after `after` up to `upTo`, oldest first, at most `limit`. */
export function storedEventsBetween(db: Queryable, accountId: string, after: number, upTo: number, limit: number): Promise<EventRow[]> {
  return db.query<EventRow[]>(
    'SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4',
    [accountId, after, upTo, limit],
  );
}

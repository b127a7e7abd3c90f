import type { Queryable } from '../../../database/queryable';
import type { ActivityLogRow } from './activity-log.row';

export type LogEntryRow = Omit<ActivityLogRow, 'account_id'>;

/** An account's newest log entries, newest first. */
export function latestLogEntries(db: Queryable, accountId: string, limit: number): Promise<LogEntryRow[]> {
  return db.query<LogEntryRow[]>(
    'SELECT id, method, endpoint, status, duration_ms, created_at FROM trading_activity_logs WHERE account_id = $1 ORDER BY id DESC LIMIT $2',
    [accountId, limit],
  );
}

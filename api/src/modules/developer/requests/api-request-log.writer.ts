import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { BatchInserter } from '../../../database/batch-inserter';

export interface ApiRequestEntry {
  userId: number;
  keyPrefix: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  at: Date;
  /** Redacted (redact.ts) and cut; null when the call had none. */
  requestBody: string | null;
  responseBody: string | null;
}

export const KEPT_PER_DEVELOPER = 100;

const MINUTE_MS = 60_000;

/** The account a call is about (`/v1/accounts/{uuid}` and anything under it), lower-cased: the dashboard counts it for the account's broker. */
function accountOfCall(path: string): string | undefined {
  const [, v1, accounts, id] = path.split('/', 4);
  return v1 === 'v1' && accounts === 'accounts' && isUUID(id) ? id.toLowerCase() : undefined;
}

/** An account's calls in one minute, as counted so far. */
interface AccountCallCount {
  minute: Date;
  accountId: string;
  calls: number;
  failed: number;
}

/**
 * The /v1 request log, written in batches every 100 ms by the shared batch inserter (the
 * request never waits for its own log line; a crash loses at most that window). Entries of a
 * developer deleted while they waited are dropped; after each batch, every developer in it is
 * trimmed to their newest 100 (off the request path too), and of a batch only each developer's
 * newest 100 are written, the trim would delete the others at once. Every call about an account
 * is also counted, per account and minute, for the dashboard's error rates by broker, which need
 * the day's calls, not the newest 100 (docs/decisions/broker-dashboard-charts.md).
 */
@Injectable()
export class ApiRequestLogWriter implements OnModuleDestroy {
  private readonly logger = new Logger(ApiRequestLogWriter.name);
  private readonly inserter: BatchInserter<ApiRequestEntry>;
  private readonly accountCalls: BatchInserter<AccountCallCount>;

  constructor(private readonly dataSource: DataSource) {
    this.inserter = new BatchInserter((sql, parameters) => dataSource.query(sql, parameters), {
      table: 'api_request_logs',
      columns: ['user_id', 'key_prefix', 'request_id', 'method', 'path', 'status', 'duration_ms', 'created_at', 'request_body', 'response_body'],
      row: (e) => ({
        user_id: e.userId,
        key_prefix: e.keyPrefix,
        request_id: e.requestId,
        method: e.method,
        path: e.path,
        status: e.status,
        duration_ms: e.durationMs,
        created_at: e.at,
        request_body: e.requestBody,
        response_body: e.responseBody,
      }),
      flushMs: 100,
      // A developer being deleted meanwhile is waited for, then skipped.
      referencing: { column: 'user_id', table: 'users', key: 'id' },
      newestPer: { key: (e) => e.userId, keep: KEPT_PER_DEVELOPER },
      onWritten: (batch) => void this.trim([...new Set(batch.map((e) => e.userId))]),
    });
    this.accountCalls = new BatchInserter((sql, parameters) => dataSource.query(sql, parameters), {
      table: 'api_account_call_minutes',
      columns: ['minute', 'account_id', 'calls', 'failed'],
      row: (c) => ({ minute: c.minute, account_id: c.accountId, calls: c.calls, failed: c.failed }),
      flushMs: 100,
      merge: {
        key: (c) => `${c.minute.getTime()} ${c.accountId}`,
        into: (pending, c) => {
          pending.calls += c.calls;
          pending.failed += c.failed;
        },
      },
      upsert: `ON CONFLICT (minute, account_id) DO UPDATE SET calls = api_account_call_minutes.calls + EXCLUDED.calls,
        failed = api_account_call_minutes.failed + EXCLUDED.failed`,
    });
  }

  add(entry: ApiRequestEntry): void {
    this.inserter.add(entry);
    const account = accountOfCall(entry.path);
    if (!account) return;
    const minute = new Date(Math.floor(entry.at.getTime() / MINUTE_MS) * MINUTE_MS);
    // A 5xx is the broker side's failure; a 4xx the caller's.
    this.accountCalls.add({ minute, accountId: account, calls: 1, failed: entry.status >= 500 ? 1 : 0 });
  }

  async flush(): Promise<void> {
    await Promise.all([this.inserter.flush(), this.accountCalls.flush()]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  private async trim(userIds: number[]): Promise<void> {
    await this.dataSource
      .query(
        `DELETE FROM api_request_logs l USING unnest($1::int[]) AS u(id)
         WHERE l.user_id = u.id AND l.id < (SELECT id FROM api_request_logs WHERE user_id = u.id ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [userIds, KEPT_PER_DEVELOPER - 1],
      )
      .catch((error: Error) => this.logger.warn(`Could not trim the request log: ${error.message}`));
  }
}

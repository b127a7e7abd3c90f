import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
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

/**
 * The /v1 request log, written in batches every 100 ms by the shared batch inserter (the
 * request never waits for its own log line; a crash loses at most that window). Entries of a
 * developer deleted while they waited are dropped; after each batch, every developer in it is
 * trimmed to their newest 100 (off the request path too).
 */
@Injectable()
export class ApiRequestLogWriter implements OnModuleDestroy {
  private readonly logger = new Logger(ApiRequestLogWriter.name);
  private readonly inserter: BatchInserter<ApiRequestEntry>;

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
      onWritten: (batch) => void this.trim([...new Set(batch.map((e) => e.userId))]),
    });
  }

  add(entry: ApiRequestEntry): void {
    this.inserter.add(entry);
  }

  flush(): Promise<void> {
    return this.inserter.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inserter.flush();
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

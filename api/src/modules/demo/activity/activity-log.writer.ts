import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BatchInserter } from '../../../database/batch-inserter';
import type { RequestCompleted } from './request-completed';
import { ActivityLogReader } from './activity-log.reader';

/**
 * The demo accounts' activity log, written in batches every 100 ms (a crash loses at most that
 * window); the reader is told which accounts' logs changed.
 */
@Injectable()
export class ActivityLogWriter implements OnModuleDestroy {
  private readonly inserter: BatchInserter<RequestCompleted>;

  constructor(dataSource: DataSource, reader: ActivityLogReader) {
    this.inserter = new BatchInserter((sql, parameters) => dataSource.query(sql, parameters), {
      table: 'trading_activity_logs',
      columns: ['account_id', 'method', 'endpoint', 'status', 'duration_ms', 'created_at'],
      row: (e) => ({ account_id: e.accountId, method: e.method, endpoint: e.endpoint, status: e.status, duration_ms: e.durationMs, created_at: e.at }),
      flushMs: 100,
      // The account is locked, as a foreign key would lock it (the table has none: its rows are
      // deleted with their account by a trigger): an account being deleted as the batch is written
      // is waited for and then skipped, so no row outlives it and the rest of the batch is kept.
      keepIf: 'EXISTS (SELECT 1 FROM demo_accounts a WHERE a.id = r.account_id FOR KEY SHARE)',
      onWritten: (batch) => reader.changed([...new Set(batch.map((e) => e.accountId))]),
    });
  }

  add(entry: RequestCompleted): void {
    this.inserter.add(entry);
  }

  flush(): Promise<void> {
    return this.inserter.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inserter.flush();
  }
}

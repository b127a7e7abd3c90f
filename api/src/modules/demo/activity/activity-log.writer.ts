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
      // The table has no foreign key (its rows are deleted with their account by a trigger): the
      // account is locked as one would lock it, so no row outlives it and the rest of the batch is kept.
      referencing: { column: 'account_id', table: 'demo_accounts', key: 'id' },
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

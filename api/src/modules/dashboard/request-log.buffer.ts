import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BatchInserter } from '../../database/batch-inserter';

export interface RequestLogEntry {
  method: string;
  route: string;
  statusCode: number;
  durationMs: number;
  at: Date;
}

export const REQUEST_LOG_FLUSH_MS = Symbol('REQUEST_LOG_FLUSH_MS');
export const DEFAULT_REQUEST_LOG_FLUSH_MS = 2000;

/** The request log (the dashboard's figures), written in batches every couple of seconds. */
@Injectable()
export class RequestLogBuffer implements OnModuleDestroy {
  private readonly inserter: BatchInserter<RequestLogEntry>;

  constructor(dataSource: DataSource, @Inject(REQUEST_LOG_FLUSH_MS) flushMs: number) {
    this.inserter = new BatchInserter((sql, parameters) => dataSource.query(sql, parameters), {
      table: 'request_logs',
      columns: ['method', 'route', 'status_code', 'duration_ms', 'created_at'],
      row: (e) => ({ method: e.method, route: e.route, status_code: e.statusCode, duration_ms: e.durationMs, created_at: e.at }),
      flushMs,
    });
  }

  add(entry: RequestLogEntry): void {
    this.inserter.add(entry);
  }

  flush(): Promise<void> {
    return this.inserter.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inserter.flush();
  }
}

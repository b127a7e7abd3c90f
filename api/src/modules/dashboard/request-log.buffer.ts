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

/** A request log row: the requests of one method, route and status within one second. */
interface RequestLogRow extends RequestLogEntry {
  /** How many requests the row stands for; `durationMs` is the longest of them, `at` the first. */
  count: number;
}

const secondOf = (at: Date) => Math.floor(at.getTime() / 1000);

export const REQUEST_LOG_FLUSH_MS = Symbol('REQUEST_LOG_FLUSH_MS');
export const DEFAULT_REQUEST_LOG_FLUSH_MS = 2000;

/**
 * The request log (the dashboard's figures), written in batches every couple of seconds, one row
 * per method, route, status and second: the dashboard only counts them, and a busy route (the log
 * poll under load) would otherwise write a row per request (docs/decisions/request-log-counted-per-second.md).
 */
@Injectable()
export class RequestLogBuffer implements OnModuleDestroy {
  private readonly inserter: BatchInserter<RequestLogRow>;

  constructor(dataSource: DataSource, @Inject(REQUEST_LOG_FLUSH_MS) flushMs: number) {
    this.inserter = new BatchInserter((sql, parameters) => dataSource.query(sql, parameters), {
      table: 'request_logs',
      columns: ['method', 'route', 'status_code', 'duration_ms', 'created_at', 'count'],
      row: (e) => ({ method: e.method, route: e.route, status_code: e.statusCode, duration_ms: e.durationMs, created_at: e.at, count: e.count }),
      flushMs,
      merge: {
        key: (e) => `${secondOf(e.at)} ${e.statusCode} ${e.method} ${e.route}`,
        into: (row, e) => {
          row.count += 1;
          if (e.durationMs > row.durationMs) row.durationMs = e.durationMs;
        },
      },
    });
  }

  add(entry: RequestLogEntry): void {
    // Spelt out, not spread: every API answer passes here (docs/decisions/raw-answer-headers-as-a-list.md).
    this.inserter.add({ method: entry.method, route: entry.route, statusCode: entry.statusCode, durationMs: entry.durationMs, at: entry.at, count: 1 });
  }

  flush(): Promise<void> {
    return this.inserter.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inserter.flush();
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RequestLogEntry {
  method: string;
  route: string;
  statusCode: number;
  durationMs: number;
  at: Date;
}

export const REQUEST_LOG_FLUSH_MS = Symbol('REQUEST_LOG_FLUSH_MS');
export const DEFAULT_REQUEST_LOG_FLUSH_MS = 2000;
const MAX_BATCH = 500;
/** Beyond this, entries are dropped rather than let a stalled database eat the memory. */
const MAX_PENDING = 20_000;

/**
 * Collects request-log entries in memory and writes them in one INSERT every couple of
 * seconds, so logging never adds a database round trip to the request it describes.
 */
@Injectable()
export class RequestLogBuffer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RequestLogBuffer.name);
  private pending: RequestLogEntry[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REQUEST_LOG_FLUSH_MS) private readonly flushMs: number,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  add(entry: RequestLogEntry): void {
    if (this.pending.length < MAX_PENDING) this.pending.push(entry);
  }

  /** Writes everything collected so far; failures are logged and the batch dropped. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.pending.length) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          // One JSON parameter: serialized natively, where pg's array parameters escape every element in JavaScript.
          await this.dataSource.query(
            `INSERT INTO request_logs (method, route, status_code, duration_ms, created_at)
             SELECT method, route, status_code, duration_ms, created_at FROM json_populate_recordset(NULL::request_logs, $1)`,
            [JSON.stringify(batch.map((e) => ({ method: e.method, route: e.route, status_code: e.statusCode, duration_ms: e.durationMs, created_at: e.at })))],
          );
        } catch (error) {
          this.logger.warn(`Dropped ${batch.length} request-log entries: ${(error as Error).message}`);
        }
      }
    });
    return this.flushing;
  }
}

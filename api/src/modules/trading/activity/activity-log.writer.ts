import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequestCompleted } from '../events/trading.events';
import { ActivityLogReader } from './activity-log.reader';

const FLUSH_EVERY_MS = 100;
const MAX_BATCH = 500;

/**
 * Buffers activity entries and writes them in one multi-row insert every 100 ms, so
 * logging adds no query to the request it records. A crash loses at most that window.
 */
@Injectable()
export class ActivityLogWriter implements OnModuleDestroy {
  private readonly logger = new Logger(ActivityLogWriter.name);
  private buffer: RequestCompleted[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: ActivityLogReader,
  ) {}

  add(entry: RequestCompleted): void {
    this.buffer.push(entry);
    if (this.buffer.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  private async write(batch: RequestCompleted[]): Promise<void> {
    try {
      // One JSON parameter: serialized natively, where pg's array parameters escape every element in JavaScript.
      // Entries of an account deleted while they waited are dropped, not allowed to fail the whole batch.
      await this.dataSource.query(
        `INSERT INTO trading_activity_logs (account_id, method, endpoint, status, duration_ms, created_at)
         SELECT e.account_id, e.method, e.endpoint, e.status, e.duration_ms, e.created_at
           FROM json_populate_recordset(NULL::trading_activity_logs, $1) WITH ORDINALITY e
          WHERE EXISTS (SELECT 1 FROM demo_accounts a WHERE a.id = e.account_id)
          ORDER BY e.ordinality`,
        [
          JSON.stringify(
            batch.map((e) => ({
              account_id: e.accountId,
              method: e.method,
              endpoint: e.endpoint,
              status: e.status,
              duration_ms: e.durationMs,
              created_at: e.at,
            })),
          ),
        ],
      );
      this.reader.changed([...new Set(batch.map((e) => e.accountId))]);
    } catch (error) {
      this.logger.warn(`Could not record ${batch.length} activity entries: ${(error as Error).message}`);
    }
  }
}

import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ApiRequestEntry {
  userId: number;
  keyPrefix: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  at: Date;
}

const FLUSH_EVERY_MS = 100;
const MAX_BATCH = 500;
/** Beyond this, entries are dropped rather than let a stalled database eat the memory. */
const MAX_PENDING = 20_000;
export const KEPT_PER_DEVELOPER = 100;

/**
 * Buffers /v1 calls and writes them in one multi-row insert every 100 ms (as the trading
 * activity log does), then trims each developer to their newest 100: the request never waits
 * for its own log line. A crash loses at most that window.
 */
@Injectable()
export class ApiRequestLogWriter implements OnModuleDestroy {
  private readonly logger = new Logger(ApiRequestLogWriter.name);
  private buffer: ApiRequestEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  add(entry: ApiRequestEntry): void {
    if (this.buffer.length >= MAX_PENDING) return;
    this.buffer.push(entry);
    if (this.buffer.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
  }

  flush(): Promise<void> {
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

  private async write(batch: ApiRequestEntry[]): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO api_request_logs (user_id, key_prefix, request_id, method, path, status, duration_ms, created_at)
         SELECT user_id, key_prefix, request_id, method, path, status, duration_ms, created_at FROM json_populate_recordset(NULL::api_request_logs, $1)`,
        [
          JSON.stringify(
            batch.map((e) => ({
              user_id: e.userId,
              key_prefix: e.keyPrefix,
              request_id: e.requestId,
              method: e.method,
              path: e.path,
              status: e.status,
              duration_ms: e.durationMs,
              created_at: e.at,
            })),
          ),
        ],
      );
      await this.dataSource.query(
        `DELETE FROM api_request_logs l USING unnest($1::int[]) AS u(id)
         WHERE l.user_id = u.id AND l.id < (SELECT id FROM api_request_logs WHERE user_id = u.id ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [[...new Set(batch.map((e) => e.userId))], KEPT_PER_DEVELOPER - 1],
      );
    } catch (error) {
      this.logger.warn(`Could not record ${batch.length} API requests: ${(error as Error).message}`);
    }
  }
}

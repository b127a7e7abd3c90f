import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequestLogEntryDto } from '../dto/request-log.dto';
import { KEPT_PER_DEVELOPER } from './api-request-log.writer';

@Injectable()
export class ApiRequestLogReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The developer's newest /v1 calls, newest first. */
  async latest(userId: number): Promise<RequestLogEntryDto[]> {
    const rows = await this.dataSource.query(
      `SELECT request_id, method, path, status, duration_ms, key_prefix, created_at FROM api_request_logs WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
      [userId, KEPT_PER_DEVELOPER],
    );
    return rows.map((r: Record<string, unknown>) => ({
      requestId: r.request_id as string,
      method: r.method as string,
      path: r.path as string,
      status: r.status as number,
      durationMs: r.duration_ms as number,
      keyPrefix: r.key_prefix as string,
      createdAt: (r.created_at as Date).toISOString(),
    }));
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequestLogEntryDto } from '../dto/request-log.dto';
import type { RequestLogQuery } from '../dto/request-log.query';
import { KEPT_PER_DEVELOPER } from './api-request-log.writer';

/** `4xx` as the range 400..499, `404` as itself; no filter as every status. */
function statusRange(status: string | undefined): [number, number] {
  if (!status) return [0, 999];
  if (status.endsWith('xx')) return [Number(status[0]) * 100, Number(status[0]) * 100 + 99];
  return [Number(status), Number(status)];
}

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class ApiRequestLogReader {
  constructor(private readonly dataSource: DataSource) {}

  /** The developer's newest /v1 calls that pass the filters, newest first. */
  async latest(userId: number, filters: RequestLogQuery = {}): Promise<RequestLogEntryDto[]> {
    const [low, high] = statusRange(filters.status);
    const rows = await this.dataSource.query(
      `SELECT request_id, method, path, status, duration_ms, key_prefix, created_at, request_body, response_body FROM api_request_logs
       WHERE user_id = $1 AND status BETWEEN $2 AND $3 AND ($4::text IS NULL OR path ILIKE $4) AND ($5::text IS NULL OR key_prefix = $5)
       ORDER BY id DESC LIMIT $6`,
      [userId, low, high, filters.path ? containing(filters.path) : null, filters.key || null, KEPT_PER_DEVELOPER],
    );
    return rows.map((r: Record<string, unknown>) => ({
      requestId: r.request_id as string,
      method: r.method as string,
      path: r.path as string,
      status: r.status as number,
      durationMs: r.duration_ms as number,
      keyPrefix: r.key_prefix as string,
      createdAt: (r.created_at as Date).toISOString(),
      requestBody: (r.request_body as string | null) ?? null,
      responseBody: (r.response_body as string | null) ?? null,
    }));
  }
}

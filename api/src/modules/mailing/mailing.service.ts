import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsPattern } from '../../common/http/admin-list';
import type { SubscriberDto, SubscriberPageDto } from './dto/subscriber-page.dto';

/** Hard cap of one export, so a runaway list cannot exhaust the server's memory. */
const EXPORT_MAX_ROWS = 100_000;

interface SubscriberRow {
  id: number;
  email: string;
  source: string | null;
  created_at: Date;
}

@Injectable()
export class MailingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores the address once. ON CONFLICT makes concurrent duplicates safe without a
   * transaction retry: exactly one insert wins, the others see no row returned.
   * @returns whether this call created the subscription.
   */
  async subscribe(email: string, source: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`INSERT INTO subscribers (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`, [
      email,
      source,
    ]);
    return rows.length === 1;
  }

  async findPage(q: string | undefined, page: number, pageSize: number): Promise<SubscriberPageDto> {
    const pattern = containsPattern(q);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM subscribers WHERE email ILIKE $1`, [pattern]);
    const rows: SubscriberRow[] = await this.dataSource.query(
      `SELECT id, email, source, created_at FROM subscribers WHERE email ILIKE $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [pattern, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toDto), total, page, pageSize };
  }

  async findAllForExport(q: string | undefined): Promise<SubscriberDto[]> {
    const rows: SubscriberRow[] = await this.dataSource.query(
      `SELECT id, email, source, created_at FROM subscribers WHERE email ILIKE $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [containsPattern(q), EXPORT_MAX_ROWS],
    );
    return rows.map(toDto);
  }
}

function toDto(row: SubscriberRow): SubscriberDto {
  return { id: row.id, email: row.email, source: row.source, createdAt: new Date(row.created_at).toISOString() };
}

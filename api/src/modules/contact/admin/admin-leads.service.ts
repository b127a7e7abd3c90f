import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsPattern } from '../../../common/http/admin-list';
import type { DeliveryChannel, DeliveryStatus } from '../entities/lead-delivery.entity';
import type { LeadSource } from '../entities/lead.entity';
import type { LeadDto, LeadPageDto } from './lead-page.dto';

/** Hard cap of one export, so a runaway list cannot exhaust the server's memory. */
const EXPORT_MAX_ROWS = 50_000;

interface LeadRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string;
  source: LeadSource;
  created_at: Date;
  deliveries: { channel: DeliveryChannel; status: DeliveryStatus; attempts: number; last_error: string | null; delivered_at: string | null }[];
}

// Each lead with its deliveries (by channel) in one row.
const SELECT_LEADS = `
  SELECT l.id, l.first_name, l.last_name, l.email, l.company, l.message, l.source, l.created_at,
         COALESCE(json_agg(json_build_object('channel', d.channel, 'status', d.status, 'attempts', d.attempts,
                  'last_error', d.last_error, 'delivered_at', d.delivered_at) ORDER BY d.channel) FILTER (WHERE d.id IS NOT NULL), '[]') AS deliveries
  FROM leads l LEFT JOIN lead_deliveries d ON d.lead_id = l.id
  WHERE (l.first_name || ' ' || l.last_name) ILIKE $1 OR l.email ILIKE $1 OR l.company ILIKE $1
  GROUP BY l.id
  ORDER BY l.created_at DESC, l.id DESC`;

/** Reads leads for administrators: newest first, optionally narrowed by a search text. */
@Injectable()
export class AdminLeadsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPage(q: string | undefined, page: number, pageSize: number): Promise<LeadPageDto> {
    const pattern = containsPattern(q);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM leads l WHERE (l.first_name || ' ' || l.last_name) ILIKE $1 OR l.email ILIKE $1 OR l.company ILIKE $1`,
      [pattern],
    );
    const rows: LeadRow[] = await this.dataSource.query(`${SELECT_LEADS} LIMIT $2 OFFSET $3`, [pattern, pageSize, (page - 1) * pageSize]);
    return { items: rows.map(toDto), total, page, pageSize };
  }

  async findAllForExport(q: string | undefined): Promise<LeadDto[]> {
    const rows: LeadRow[] = await this.dataSource.query(`${SELECT_LEADS} LIMIT $2`, [containsPattern(q), EXPORT_MAX_ROWS]);
    return rows.map(toDto);
  }
}

function toDto(row: LeadRow): LeadDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    message: row.message,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
    deliveries: row.deliveries.map((d) => ({
      channel: d.channel,
      status: d.status,
      attempts: d.attempts,
      lastError: d.last_error,
      deliveredAt: d.delivered_at ? new Date(d.delivered_at).toISOString() : null,
    })),
  };
}

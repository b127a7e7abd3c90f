import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Lead } from '../entities/lead.entity';
import type { LeadDto, LeadPageDto } from './lead-page.dto';

const EXPORT_LIMIT = 50_000;

/** Reads leads for administrators: newest first, optionally narrowed by a search text. */
@Injectable()
export class AdminLeadsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(q: string | undefined, page: number, pageSize: number): Promise<LeadPageDto> {
    const [leads, total] = await this.search(q)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: leads.map(toDto), total, page, pageSize };
  }

  async all(q: string | undefined): Promise<LeadDto[]> {
    return (await this.search(q).take(EXPORT_LIMIT).getMany()).map(toDto);
  }

  private search(q: string | undefined): SelectQueryBuilder<Lead> {
    const query = this.dataSource
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .leftJoinAndSelect('lead.deliveries', 'delivery')
      .orderBy('lead.createdAt', 'DESC')
      .addOrderBy('lead.id', 'DESC')
      .addOrderBy('delivery.channel', 'ASC');
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(`(lead.first_name || ' ' || lead.last_name) ILIKE :pattern OR lead.email ILIKE :pattern OR lead.company ILIKE :pattern`, { pattern });
    }
    return query;
  }
}

function toDto(lead: Lead): LeadDto {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    company: lead.company,
    message: lead.message,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
    deliveries: (lead.deliveries ?? []).map((d) => ({
      channel: d.channel,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt ? d.deliveredAt.toISOString() : null,
    })),
  };
}

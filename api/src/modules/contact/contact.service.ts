import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeliveryChannels } from './delivery/delivery-channels';
import { LeadQueueService } from './delivery/lead-queue.service';
import { Lead, LeadSource } from './entities/lead.entity';
import { LeadDelivery } from './entities/lead-delivery.entity';

export interface LeadFields {
  firstName: string;
  lastName: string;
  email: string;
  company?: string | null;
  message: string;
}

export interface LeadOrigin {
  source: LeadSource;
  page: string | null;
  userAgent: string | null;
  ip: string | null;
}

const clip = (value: string | null, max: number) => (value ? value.slice(0, max) : null);

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly channels: DeliveryChannels,
    private readonly queue: LeadQueueService,
  ) {}

  /**
   * Stores the lead, a pending delivery per configured channel and their queue jobs in one
   * transaction: when this returns the lead is durable and its deliveries will happen.
   */
  async submit(fields: LeadFields, origin: LeadOrigin): Promise<Lead> {
    return this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(Lead).save(
        manager.getRepository(Lead).create({
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          company: fields.company || null,
          message: fields.message,
          source: origin.source,
          page: clip(origin.page, 2048),
          userAgent: clip(origin.userAgent, 512),
          ip: clip(origin.ip, 64),
        }),
      );
      const channels = this.channels.configured();
      if (channels.length === 0) return lead;
      const deliveries = await manager
        .getRepository(LeadDelivery)
        .save(channels.map((channel) => manager.getRepository(LeadDelivery).create({ leadId: lead.id, channel })));
      await this.queue.enqueue(
        manager,
        deliveries.map((d) => ({ deliveryId: d.id, leadId: lead.id, channel: d.channel })),
      );
      return lead;
    });
  }
}

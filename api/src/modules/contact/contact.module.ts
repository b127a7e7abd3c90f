import { Module } from '@nestjs/common';
import { AdminLeadsController } from './admin/admin-leads.controller';
import { AdminLeadsService } from './admin/admin-leads.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { DeliveryChannels } from './delivery/delivery-channels';
import { LeadDeliveryProcessor } from './delivery/lead-delivery.processor';
import { LeadQueueService } from './delivery/lead-queue.service';

/** Contact leads: stored first, then delivered to each configured CRM channel by a durable queue. */
@Module({
  controllers: [ContactController, AdminLeadsController],
  providers: [ContactService, DeliveryChannels, LeadDeliveryProcessor, LeadQueueService, AdminLeadsService],
})
export class ContactModule {}

import { Module } from '@nestjs/common';
import { DeveloperModule } from '../developer/developer.module';
import { DeliveryStore } from './delivery/delivery-store';
import { OldDeliveriesJob } from './delivery/old-deliveries.job';
import { WebhookDispatcher } from './delivery/webhook-dispatcher';
import { WebhooksConsoleController } from './webhooks-console.controller';
import { WebhooksV1Controller } from './webhooks-v1.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks (SANDBOX.md "Webhooks"): endpoints, the delivery queue the ledger writes to
 * in its own commits (see outbox/), and this instance's delivery workers.
 */
@Module({
  imports: [DeveloperModule],
  controllers: [WebhooksV1Controller, WebhooksConsoleController],
  providers: [DeliveryStore, WebhookDispatcher, WebhooksService, OldDeliveriesJob],
  exports: [WebhooksService],
})
export class WebhooksModule {}

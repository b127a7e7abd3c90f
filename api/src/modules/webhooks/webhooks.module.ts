import { Module } from '@nestjs/common';
import { CLOCK } from '../../common/clock';
import { DeliveryStore } from './delivery/delivery-store';
import { WebhookDispatcher } from './delivery/webhook-dispatcher';
import { WebhooksService } from './webhooks.service';
import { WEBHOOK_CLOCK } from './webhooks.tokens';

/**
 * Signed webhooks (SANDBOX.md "Webhooks"): endpoints, the delivery queue the ledger writes to
 * in its own commits (see outbox/), and this instance's delivery workers.
 */
@Module({
  providers: [{ provide: WEBHOOK_CLOCK, useExisting: CLOCK }, DeliveryStore, WebhookDispatcher, WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {}

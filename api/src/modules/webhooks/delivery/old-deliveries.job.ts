import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../../../common/clock';
import { DeliveryStore } from './delivery-store';

/** How long a finished delivery stays in the log (and can be replayed), as Stripe keeps its event log. */
const DELIVERY_LOG_DAYS = 30;

/** Every hour: finished deliveries older than the log keeps go. Idempotent, so no lock. Only delegates. */
@Injectable()
export class OldDeliveriesJob {
  private readonly logger = new Logger(OldDeliveriesJob.name);

  constructor(
    private readonly store: DeliveryStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'webhooks-old-deliveries' })
  async run(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - DELIVERY_LOG_DAYS * 24 * 3600_000);
    await this.store.removeFinishedBefore(cutoff).catch((error: Error) => this.logger.warn(`Removing old webhook deliveries failed: ${error.message}`));
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Lead } from '../entities/lead.entity';
import type { DeliveryChannel } from '../entities/lead-delivery.entity';
import { DeliveryChannels } from './delivery-channels';
import { untilStored } from './until-stored';

export interface DeliveryJob {
  deliveryId: string;
  leadId: string;
  channel: DeliveryChannel;
}

export interface AttemptContext {
  /** True when the queue will not retry this job again. */
  lastAttempt: boolean;
}

const MAX_ERROR_LENGTH = 1000;
/**
 * One delivery attempt of one lead to one channel. Every call is counted before it is
 * made, so even a crash mid-call leaves a trace; a delivered row is never sent again.
 */
@Injectable()
export class LeadDeliveryProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly channels: DeliveryChannels,
  ) {}

  async attempt(job: DeliveryJob, context: AttemptContext): Promise<void> {
    const claimed: unknown[] = await this.dataSource.query(
      `UPDATE lead_deliveries SET attempts = attempts + 1, updated_at = now()
       WHERE id = $1 AND status <> 'delivered' RETURNING id`,
      [job.deliveryId],
    );
    if (claimed.length === 0) return;
    const lead = await this.dataSource.getRepository(Lead).findOneByOrFail({ id: job.leadId });
    try {
      await this.channels.deliver(job.channel, lead);
    } catch (error) {
      const message = ((error as Error)?.message ?? String(error)).slice(0, MAX_ERROR_LENGTH);
      await this.dataSource.query(`UPDATE lead_deliveries SET status = $2, last_error = $3, updated_at = now() WHERE id = $1 AND status <> 'delivered'`, [
        job.deliveryId,
        context.lastAttempt ? 'failed' : 'pending',
        message,
      ]);
      throw error;
    }
    // Sent: recording it must not be lost to a database blip, or the retry would send it twice.
    await untilStored(() =>
      this.dataSource.query(`UPDATE lead_deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL, updated_at = now() WHERE id = $1`, [
        job.deliveryId,
      ]),
    );
  }
}

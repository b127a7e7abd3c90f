import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { CrmConfig, DatabaseConfig } from '../../../config';
import { DeliveryChannels } from './delivery-channels';
import { DeliveryJob, LeadDeliveryProcessor } from './lead-delivery.processor';
import { untilStored } from './until-stored';

const LEAD_DELIVERY_QUEUE = 'lead-delivery';
const WORKERS = 2;
const BATCH_SIZE = 10;
/**
 * A fetched job that no attempt finishes stays active until it expires, then is retried: the case
 * of a fetch in flight as its instance stops (pg-boss's graceful stop waits only for workers that
 * already hold jobs, and a stopped queue records nothing). Twice the longest attempt, at least
 * 30 s, with the expiring maintenance every 30 s: such a delivery resumes within about a minute
 * instead of pg-boss's defaults' four (a job expired after 2 minutes, checked every 2 minutes).
 */
const MAINTENANCE_SECONDS = 30;
const expireInSeconds = (attemptTimeoutMs: number) => Math.max(30, Math.ceil((2 * attemptTimeoutMs) / 1000));

/**
 * The durable delivery queue (pg-boss, in its own `pgboss` schema of our database). Jobs are
 * inserted in the same transaction as the lead, so a stored lead always has its deliveries
 * queued. pg-boss's SKIP LOCKED fetch lets any number of app instances share the work.
 * With no channel configured nothing is ever queued, so the queue does not start at all.
 */
@Injectable()
export class LeadQueueService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LeadQueue');
  private boss?: PgBoss;

  constructor(
    private readonly config: ConfigService,
    private readonly channels: DeliveryChannels,
    private readonly processor: LeadDeliveryProcessor,
  ) {}

  private get crm(): CrmConfig {
    return this.config.getOrThrow<CrmConfig>('crm');
  }

  async onModuleInit(): Promise<void> {
    if (this.channels.configured().length === 0) return;
    const { url } = this.config.getOrThrow<DatabaseConfig>('database');
    const boss = new PgBoss({
      connectionString: url!,
      schema: 'pgboss',
      max: 4,
      schedule: false,
      application_name: 'lead-delivery',
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    boss.on('error', (error) => this.logger.error(`Queue error: ${error.message}`));
    await boss.start();
    await boss.createQueue(LEAD_DELIVERY_QUEUE);
    this.boss = boss;
    const options = { batchSize: BATCH_SIZE, includeMetadata: true as const, pollingIntervalSeconds: this.crm.delivery.pollSeconds };
    for (let i = 0; i < WORKERS; i++) {
      await boss.work<DeliveryJob>(LEAD_DELIVERY_QUEUE, options, (jobs) => this.run(boss, jobs));
    }
  }

  async onModuleDestroy(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    // Waits for attempts in flight (bounded by their own timeout) so none is cut off mid-record.
    await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
  }

  /** Queues one job per delivery row, inside the caller's transaction. */
  async enqueue(manager: EntityManager, jobs: DeliveryJob[]): Promise<void> {
    if (!this.boss || jobs.length === 0) return;
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query(text, values) }) };
    const { retryLimit, retryDelaySeconds, retryBackoff, timeoutMs } = this.crm.delivery;
    for (const job of jobs) {
      await this.boss.send(LEAD_DELIVERY_QUEUE, job, {
        db,
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff,
        expireInSeconds: expireInSeconds(timeoutMs),
      });
    }
  }

  /** Each job succeeds or fails on its own, so one slow CRM answer never fails its neighbours. */
  private async run(boss: PgBoss, jobs: PgBoss.JobWithMetadata<DeliveryJob>[]): Promise<void> {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await this.processor.attempt(job.data, { lastAttempt: job.retryCount >= job.retryLimit });
        } catch (error) {
          // While the database is down, recording the failure fails too (that rejection used to end
          // the process): it is retried until the database is back, else the job waits to expire.
          const message = (error as Error)?.message ?? String(error);
          await untilStored(() => boss.fail(LEAD_DELIVERY_QUEUE, job.id, { message })).catch((failError: Error) => {
            this.logger.warn(`Could not record the failed delivery ${job.data.deliveryId} (${failError.message}); it will be retried when its job expires`);
          });
        }
      }),
    );
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { IdempotencyStore } from './idempotency.store';

/** Every hour: idempotency keys past their lifetime go. Idempotent, so no lock. Only delegates. */
@Injectable()
export class IdempotencyKeysJob {
  private readonly logger = new Logger(IdempotencyKeysJob.name);

  constructor(private readonly store: IdempotencyStore) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'sandbox-idempotency-keys' })
  async run(): Promise<void> {
    await this.store.removeExpired().catch((error: Error) => this.logger.warn(`Removing old idempotency keys failed: ${error.message}`));
  }
}

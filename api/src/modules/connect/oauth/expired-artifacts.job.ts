import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ArtifactStore } from './artifact-store';

/** Every hour: codes, tokens, grants and interactions past their expiry go (reads already ignore them). Idempotent, so no lock. Only delegates. */
@Injectable()
export class ExpiredArtifactsJob {
  private readonly logger = new Logger(ExpiredArtifactsJob.name);

  constructor(private readonly store: ArtifactStore) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'connect-expired-artifacts' })
  async run(): Promise<void> {
    await this.store.removeExpired().catch((error: Error) => this.logger.warn(`Removing expired OAuth artifacts failed: ${error.message}`));
  }
}

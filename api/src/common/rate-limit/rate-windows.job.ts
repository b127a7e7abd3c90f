import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

/** Every hour: windows that ended are of no further use (a bucket's next call starts a new one). Idempotent, so no lock. */
@Injectable()
export class RateWindowsJob {
  private readonly logger = new Logger(RateWindowsJob.name);

  constructor(private readonly dataSource: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'rate-limit-windows' })
  async run(): Promise<void> {
    try {
      await this.dataSource.query('DELETE FROM rate_limit_windows WHERE ends_at < $1', [Date.now() - 60_000]);
    } catch (error) {
      this.logger.warn(`Clearing old rate windows failed: ${(error as Error).message}`);
    }
  }
}

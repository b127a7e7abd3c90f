import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

/** Every hour: rate windows of past minutes are of no further use. Idempotent, so no lock. */
@Injectable()
export class RateWindowsJob {
  private readonly logger = new Logger(RateWindowsJob.name);

  constructor(private readonly dataSource: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'developer-rate-windows' })
  async run(): Promise<void> {
    try {
      await this.dataSource.query('DELETE FROM api_rate_windows WHERE window_start < $1', [Math.floor(Date.now() / 60_000) - 2]);
    } catch (error) {
      this.logger.warn(`Clearing old rate windows failed: ${(error as Error).message}`);
    }
  }
}

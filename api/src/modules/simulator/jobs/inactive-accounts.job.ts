import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../../../common/clock';
import { runExclusively } from '../../../database/advisory-lock';
import { InactiveAccounts } from '../accounts/inactive-accounts.service';

/** Every hour, on one instance: accounts idle past their kind's limit go. Only delegates. */
@Injectable()
export class InactiveAccountsJob {
  private readonly logger = new Logger(InactiveAccountsJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: InactiveAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'trading-inactive-accounts' })
  async run(): Promise<void> {
    try {
      await runExclusively(this.dataSource, 'trading:inactive-accounts', () => this.accounts.expire(this.clock.now()));
    } catch (error) {
      this.logger.warn(`Expiring inactive accounts failed: ${(error as Error).message}`);
    }
  }
}

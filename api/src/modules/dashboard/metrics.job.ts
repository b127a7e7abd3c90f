import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { DashboardConfig } from '../../config';
import { HistorySeeder } from './history-seeder';
import { MetricsSnapshotService } from './metrics-snapshot.service';

/** Only schedules: seeding and the minute's snapshot live in their services. */
@Injectable()
export class MetricsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(MetricsJob.name);
  private readonly config: DashboardConfig;

  constructor(
    private readonly seeder: HistorySeeder,
    private readonly snapshots: MetricsSnapshotService,
    config: ConfigService,
  ) {
    this.config = config.getOrThrow<DashboardConfig>('dashboard');
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      if (this.config.seedHistory && (await this.seeder.seedIfEmpty())) this.logger.log('Seeded dashboard history');
    } catch (error) {
      this.logger.error('Could not seed dashboard history', (error as Error).stack);
    }
    // A first snapshot right away, so a fresh start does not show an empty dashboard for a minute.
    await this.tick();
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'dashboard-metrics' })
  async tick(): Promise<void> {
    if (!this.config.metricsJobEnabled) return;
    try {
      await this.snapshots.runForCurrentMinute();
    } catch (error) {
      this.logger.error('Dashboard metrics run failed', (error as Error).stack);
    }
  }
}

import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardReadings } from './dashboard-readings';
import { DashboardService } from './dashboard.service';
import { HistorySeeder } from './history-seeder';
import { MetricsSnapshotService } from './metrics-snapshot.service';
import { MetricsJob } from './metrics.job';
import { DEFAULT_REQUEST_LOG_FLUSH_MS, REQUEST_LOG_FLUSH_MS, RequestLogBuffer } from './request-log.buffer';
import { RequestLogHook } from './request-log.hook';

@Module({
  controllers: [DashboardController],
  providers: [
    DashboardService,
    DashboardReadings,
    MetricsSnapshotService,
    HistorySeeder,
    MetricsJob,
    RequestLogBuffer,
    RequestLogHook,
    { provide: REQUEST_LOG_FLUSH_MS, useValue: DEFAULT_REQUEST_LOG_FLUSH_MS },
  ],
  exports: [MetricsSnapshotService, RequestLogBuffer, RequestLogHook],
})
export class DashboardModule {}

import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardReadings } from './dashboard-readings';
import { DashboardService } from './dashboard.service';
import { HistorySeeder } from './history-seeder';
import { MetricsSnapshotService } from './metrics-snapshot.service';
import { MetricsJob } from './metrics.job';
import { DEFAULT_REQUEST_LOG_FLUSH_MS, REQUEST_LOG_FLUSH_MS, RequestLogBuffer } from './request-log.buffer';
import { RequestLogMiddleware } from './request-log.middleware';

@Module({
  controllers: [DashboardController],
  providers: [
    DashboardService, DashboardReadings, MetricsSnapshotService, HistorySeeder, MetricsJob, RequestLogBuffer,
    { provide: REQUEST_LOG_FLUSH_MS, useValue: DEFAULT_REQUEST_LOG_FLUSH_MS },
  ],
  exports: [MetricsSnapshotService, RequestLogBuffer],
})
export class DashboardModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestLogMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}

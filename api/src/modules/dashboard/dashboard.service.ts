import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChartDto } from './dto/chart.dto';
import { MetricDto } from './dto/metric.dto';

/** Reads what the metrics job last wrote; nothing is computed on the request. */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async latestMetrics(): Promise<MetricDto[]> {
    const [row] = await this.dataSource.query(`SELECT metrics FROM dashboard_snapshots ORDER BY minute DESC LIMIT 1`);
    return row?.metrics ?? [];
  }

  async latestCharts(): Promise<ChartDto[]> {
    const [row] = await this.dataSource.query(`SELECT charts FROM dashboard_snapshots ORDER BY minute DESC LIMIT 1`);
    return row?.charts ?? [];
  }
}

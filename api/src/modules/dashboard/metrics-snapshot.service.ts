import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../../common/clock';
import { runExclusively } from '../../database/advisory-lock';
import { DashboardReadings } from './dashboard-readings';
import { BROKER_PROFILES } from '../simulator';
import { apiRequestsChart, Chart, errorRatesChart, platformDistributionChart, userGrowthChart } from './engine/charts';
import { buildMetrics, Metric } from './engine/metrics';
import { lastMonths, lastWeeks, startOfMinute } from './engine/periods';

const METRICS_LOCK = 'dashboard-metrics-job';
const SLOW_PROBE_MS = 1000;
const DAY_MS = 86_400_000;

/**
 * One run per minute across all instances: the advisory lock keeps two runs apart, and the
 * snapshot's unique minute makes a second run in the same minute a no-op.
 */
@Injectable()
export class MetricsSnapshotService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readings: DashboardReadings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when this call produced the minute's snapshot. */
  async runForCurrentMinute(): Promise<boolean> {
    const { ran, result } = await runExclusively(this.dataSource, METRICS_LOCK, () => this.produce());
    return ran && result === true;
  }

  private async produce(): Promise<boolean> {
    const now = this.clock.now();
    const minute = startOfMinute(now);
    const [{ done }] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM dashboard_snapshots WHERE minute = $1) AS done`, [minute]);
    if (done) return false;
    await this.recordProbe(minute);
    const [metrics, charts] = await Promise.all([this.metrics(now, minute), this.charts(now)]);
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO dashboard_snapshots (minute, metrics, charts) VALUES ($1, $2, $3) ON CONFLICT (minute) DO NOTHING RETURNING id`,
      [minute, JSON.stringify(metrics), JSON.stringify(charts)],
    );
    await this.prune(now);
    return inserted.length > 0;
  }

  /** The minute's proof of life: the database answered, and fast enough. */
  private async recordProbe(minute: Date): Promise<void> {
    const started = performance.now();
    await this.dataSource.query('SELECT 1');
    const latency = Math.round(performance.now() - started);
    await this.dataSource.query(`INSERT INTO health_probes (ok, latency_ms, checked_at) VALUES ($1, $2, $3)`, [latency < SLOW_PROBE_MS, latency, minute]);
  }

  private async metrics(now: Date, minute: Date): Promise<Metric[]> {
    return buildMetrics(await this.readings.metricInputs(now, minute));
  }

  private async charts(now: Date): Promise<Chart[]> {
    const months = lastMonths(now, 12);
    const weeks = lastWeeks(now, 12);
    const [userTotals, weeklyRequests, userSeeds, requestSeeds, platformSeeds, connections, calls] = await Promise.all([
      this.readings.userTotalsAtEndOf(months, now),
      this.readings.requestsPer(weeks),
      this.readings.seeds('user_growth', 'bucket'),
      this.readings.seeds('api_requests', 'bucket'),
      this.readings.seeds('platform_distribution', 'label'),
      this.readings.liveConnectionsByBroker(),
      // The dashboard's period: the last 24 hours, as the Error Rate card.
      this.readings.accountCallsByBroker(new Date(now.getTime() - DAY_MS), now),
    ]);
    return [
      userGrowthChart(months, userSeeds, userTotals),
      apiRequestsChart(weeks, requestSeeds, weeklyRequests),
      platformDistributionChart(BROKER_PROFILES, connections, platformSeeds),
      errorRatesChart(BROKER_PROFILES, calls),
    ];
  }

  /** Keeps the raw tables to what the windows need: 90 days of requests and probes, a day of snapshots, two of account call counts. */
  private async prune(now: Date): Promise<void> {
    const keepFrom = new Date(now.getTime() - 90 * DAY_MS);
    await this.dataSource.query(`DELETE FROM request_logs WHERE created_at < $1`, [keepFrom]);
    await this.dataSource.query(`DELETE FROM health_probes WHERE checked_at < $1`, [keepFrom]);
    await this.dataSource.query(`DELETE FROM dashboard_snapshots WHERE minute < $1`, [new Date(now.getTime() - DAY_MS)]);
    await this.dataSource.query(`DELETE FROM api_account_call_minutes WHERE minute < $1`, [new Date(now.getTime() - 2 * DAY_MS)]);
  }
}

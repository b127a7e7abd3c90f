import { Bucket, bucketKey } from './periods';

interface ChartPoint {
  name: string;
  users?: number;
  requests?: number;
  value?: number;
  /** Error rates: the /v1 account calls the share is of. */
  calls?: number;
  /** True when seeded history makes up part of the point (a fresh install's backdrop). */
  seeded: boolean;
}

export interface Chart {
  id: 'user_growth' | 'api_requests' | 'platform_distribution' | 'error_rates';
  data: ChartPoint[];
}

/** Seeded values of one chart by bucket key (ISO date), plus the label order for label-keyed charts. */
export type SeedSeries = Map<string, number>;

/**
 * Users is a running total, so a month after the seeded year keeps the last seeded total
 * as its base instead of dropping to the live count alone.
 */
export function userGrowthChart(months: Bucket[], seeds: SeedSeries, liveTotals: number[]): Chart {
  const seededKeys = [...seeds.keys()].sort();
  const lastKey = seededKeys[seededKeys.length - 1];
  const data = months.map((month, i) => {
    const key = bucketKey(month.start);
    const base = seeds.get(key) ?? (lastKey !== undefined && key > lastKey ? seeds.get(lastKey)! : 0);
    return { name: month.label, users: base + liveTotals[i], seeded: base > 0 };
  });
  return { id: 'user_growth', data };
}

/** Requests per week in millions (three decimals): seeded volume plus what the request log saw. */
export function apiRequestsChart(weeks: Bucket[], seeds: SeedSeries, liveCounts: number[]): Chart {
  const data = weeks.map((week, i) => {
    const base = seeds.get(bucketKey(week.start)) ?? 0;
    return { name: week.label, requests: Math.round((base + liveCounts[i]) / 1000) / 1000, seeded: base > 0 };
  });
  return { id: 'api_requests', data };
}

export interface BrokerName {
  id: string;
  name: string;
}

/**
 * Live (non-revoked) Connect connections by broker, every broker shown (zeros too). Until the
 * first connection exists the seeded split stands in, each point marked seeded, so the chart
 * never passes invented figures off as measured (docs/decisions/broker-dashboard-charts.md).
 */
export function platformDistributionChart(brokers: readonly BrokerName[], live: Map<string, number>, seeds: Map<string, number>): Chart {
  const total = [...live.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return { id: 'platform_distribution', data: [...seeds].map(([name, value]) => ({ name, value, seeded: true })) };
  return { id: 'platform_distribution', data: brokers.map((b) => ({ name: b.name, value: live.get(b.id) ?? 0, seeded: false })) };
}

/** Per broker: the share (0..1, four decimals) of its /v1 account calls that failed (5xx), and how many calls. */
export function errorRatesChart(brokers: readonly BrokerName[], calls: Map<string, { calls: number; failed: number }>): Chart {
  const data = brokers.map((b) => {
    const c = calls.get(b.id) ?? { calls: 0, failed: 0 };
    return { name: b.name, value: c.calls > 0 ? Math.round((c.failed / c.calls) * 10_000) / 10_000 : 0, calls: c.calls, seeded: false };
  });
  return { id: 'error_rates', data };
}

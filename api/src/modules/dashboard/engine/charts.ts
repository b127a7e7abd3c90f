import { Bucket, bucketKey } from './periods';

interface ChartPoint {
  name: string;
  users?: number;
  requests?: number;
  value?: number;
  /** True when seeded history makes up part of the point (a fresh install's backdrop). */
  seeded: boolean;
}

export interface Chart {
  id: 'user_growth' | 'api_requests' | 'platform_distribution';
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

/** Connections by broker. Nothing in the product records broker connections yet, so it is seeded only. */
export function platformDistributionChart(seeds: Map<string, number>): Chart {
  return { id: 'platform_distribution', data: [...seeds].map(([name, value]) => ({ name, value, seeded: true })) };
}

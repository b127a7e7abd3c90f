import { bucketKey, lastMonths, lastWeeks } from './periods';

export interface SeedPoint {
  chartId: 'user_growth' | 'api_requests' | 'platform_distribution';
  bucket: string;
  label: string;
  value: number;
}

// Invented firms (PRODUCT.md): the same brokerages as the home page's partner strip.
const BROKERS = ['Northwind Securities', 'Harborline Brokerage', 'Meridian Clearing', 'Summit Ridge Capital', 'Tidewater Brokers'] as const;

const PLATFORM_SHARES = [420, 310, 180, 150, 95];

/** A small, repeatable wobble so seeded history looks measured rather than drawn with a ruler. */
function wobble(i: number): number {
  return Math.sin(i * 2.3) * 0.04;
}

/**
 * Twelve months of users, twelve weeks of API requests and a broker split that a fresh
 * install starts from, ending at `at`. Live data is added on top by the metrics job.
 */
export function seedHistory(at: Date): SeedPoint[] {
  const months = lastMonths(at, 12).map((m, i) => ({
    chartId: 'user_growth' as const,
    bucket: bucketKey(m.start),
    label: m.label,
    value: Math.round(1200 * Math.pow(1.13, i) * (1 + wobble(i))),
  }));
  const weeks = lastWeeks(at, 12).map((w, i) => ({
    chartId: 'api_requests' as const,
    bucket: bucketKey(w.start),
    label: w.label,
    value: Math.round((1_800_000 + i * 125_000) * (1 + wobble(i + 7))),
  }));
  const day = bucketKey(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())));
  const platforms = BROKERS.map((broker, i) => ({
    chartId: 'platform_distribution' as const,
    bucket: day,
    label: broker,
    value: PLATFORM_SHARES[i],
  }));
  return [...months, ...weeks, ...platforms];
}

import type { ChartPoint } from '../dashboardApi';

/**
 * Error rates are measured once any /v1 account call was logged in the period; before that the
 * spec's fixed figures stand in, marked as sample data (docs/decisions/broker-dashboard-charts.md).
 */
export function measuredErrorRates(points: ChartPoint[]) {
  return points.some((p) => (p.calls ?? 0) > 0) ? points.map((p) => ({ name: p.name, rate: p.value ?? 0 })) : undefined;
}

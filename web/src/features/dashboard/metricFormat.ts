import type { ChangeType, Metric } from './dashboardApi';

/** Percentages are the metrics whose name says so ("Uptime", "Rate"); the rest are counts. */
export function isPercentMetric(name: string): boolean {
  return name.includes('Uptime') || name.includes('Rate');
}

export function formatMetricValue({ name, value }: Pick<Metric, 'name' | 'value'>, locale?: string): string {
  return isPercentMetric(name) ? `${value}%` : value.toLocaleString(locale);
}

/** "+12.50%", "-3.00%", "0.00%". */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${Math.abs(change).toFixed(2)}%`;
}

export interface ChangeIndicator {
  direction: 'up' | 'down' | 'flat';
  /** A theme palette path, never a literal colour. */
  color: 'success.main' | 'error.main' | 'text.secondary';
  label: string;
}

export function changeIndicator(changeType: ChangeType): ChangeIndicator {
  if (changeType === 'increase') return { direction: 'up', color: 'success.main', label: 'up' };
  if (changeType === 'decrease') return { direction: 'down', color: 'error.main', label: 'down' };
  return { direction: 'flat', color: 'text.secondary', label: 'no change' };
}

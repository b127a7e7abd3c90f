import { Change, pointChange, relativeChange, round2 } from './change';

export interface Metric extends Change {
  id: string;
  name: string;
  value: number;
}

/** Raw numbers the job reads from the database for one moment. */
export interface MetricInputs {
  requests: { current: number; previous: number };
  serverErrors: { current: number; previous: number };
  /** Successful probes and the minutes that should have had one, per 30-day period. */
  probes: { currentOk: number; currentExpected: number; previousOk: number; previousExpected: number };
  /** Totals now and 30 days ago; null when the table does not exist (yet). */
  totals: Record<'users' | 'demoAccounts' | 'subscribers' | 'leads', { now: number; monthAgo: number } | null>;
}

function share(part: number, whole: number): number | null {
  return whole > 0 ? round2(Math.min(100, (part / whole) * 100)) : null;
}

function total(id: string, name: string, counts: { now: number; monthAgo: number } | null): Metric {
  if (!counts) return { id, name, value: 0, change: 0, changeType: 'neutral' };
  return { id, name, value: counts.now, ...relativeChange(counts.now, counts.monthAgo) };
}

/** The dashboard's cards, in display order. Names with "Rate" or "Uptime" show as percentages. */
export function buildMetrics(input: MetricInputs): Metric[] {
  const { requests, serverErrors, probes, totals } = input;
  const errorRate = share(serverErrors.current, requests.current);
  const previousErrorRate = share(serverErrors.previous, requests.previous);
  const uptime = share(probes.currentOk, probes.currentExpected);
  const previousUptime = share(probes.previousOk, probes.previousExpected);
  return [
    { id: 'api_requests_24h', name: 'API Requests (24h)', value: requests.current, ...relativeChange(requests.current, requests.previous) },
    { id: 'error_rate', name: 'Error Rate', value: errorRate ?? 0, ...pointChange(errorRate ?? 0, previousErrorRate) },
    { id: 'uptime', name: 'Uptime (30d)', value: uptime ?? 100, ...pointChange(uptime, previousUptime) },
    total('registered_users', 'Registered Users', totals.users),
    total('demo_accounts', 'Demo Accounts', totals.demoAccounts),
    total('subscribers', 'Subscribers', totals.subscribers),
    total('leads', 'Leads', totals.leads),
  ];
}

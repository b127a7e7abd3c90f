import { baseApi } from '../../api/baseApi';

export type ChangeType = 'increase' | 'decrease' | 'neutral';

export interface Metric {
  id: string;
  name: string;
  value: number;
  change: number;
  changeType: ChangeType;
}

export interface ChartPoint {
  name: string;
  users?: number;
  requests?: number;
  value?: number;
  /** Error rates: how many /v1 account calls the broker's share is of. */
  calls?: number;
  /** Part of the point is seeded history rather than measured data. */
  seeded?: boolean;
}

export interface Chart {
  id: 'user_growth' | 'api_requests' | 'error_rates' | 'platform_distribution';
  data: ChartPoint[];
}

interface PageQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  q: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Subscriber {
  id: number | string;
  email: string;
  source: string | null;
  createdAt: string;
}

export interface LeadDelivery {
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface Lead {
  id: number | string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
  source: string | null;
  createdAt: string;
  deliveries: LeadDelivery[];
}

const pageParams = ({ page, pageSize, q }: PageQuery) => ({ page, pageSize, q: q || undefined });

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMetrics: build.query<Metric[], void>({ query: () => '/dashboard/metrics', providesTags: ['Metrics'] }),
    getCharts: build.query<Chart[], void>({ query: () => '/dashboard/charts', providesTags: ['Charts'] }),
    getLeads: build.query<Page<Lead>, PageQuery>({
      query: (args) => ({ url: '/admin/leads', params: pageParams(args) }),
      providesTags: ['Leads'],
    }),
    getSubscribers: build.query<Page<Subscriber>, PageQuery>({
      query: (args) => ({ url: '/admin/subscribers', params: pageParams(args) }),
      providesTags: ['Subscribers'],
    }),
  }),
});

export const { useGetMetricsQuery, useGetChartsQuery, useGetLeadsQuery, useGetSubscribersQuery } = dashboardApi;

/** The spec's refetch interval for both dashboard queries. */
export const DASHBOARD_POLL_MS = 60_000;

/** Where a table's CSV comes from; a plain link, so the browser downloads it with the session cookie. */
export function exportUrl(resource: 'leads' | 'subscribers', q: string): string {
  return `/api/admin/${resource}/export${q ? `?q=${encodeURIComponent(q)}` : ''}`;
}

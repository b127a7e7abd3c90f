import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import { serverMessage } from '../../../api/errors';
import { ApiRequestsChart } from '../charts/ApiRequestsChart';
import { ChartCard } from '../charts/ChartCard';
import { ErrorRatesChart } from '../charts/ErrorRatesChart';
import { measuredErrorRates } from '../charts/errorRates';
import { PlatformDistributionChart } from '../charts/PlatformDistributionChart';
import { UserGrowthChart } from '../charts/UserGrowthChart';
import { DASHBOARD_POLL_MS, useGetChartsQuery, useGetMetricsQuery, type Chart, type ChartPoint } from '../dashboardApi';
import { MetricCards } from './MetricCards';

/** A series with seeded history in any point (the API marks each) is marked as sample data. */
const sampleShare = (points: ChartPoint[]) => (points.some((p) => p.seeded) ? ('seeded' as const) : undefined);

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

export function OverviewTab() {
  const metrics = useGetMetricsQuery(undefined, { pollingInterval: DASHBOARD_POLL_MS });
  const charts = useGetChartsQuery(undefined, { pollingInterval: DASHBOARD_POLL_MS });
  const refreshing = metrics.isFetching || charts.isFetching;
  const series = (id: Chart['id']) => charts.data?.find((c) => c.id === id)?.data ?? [];
  const chartState = (id: Chart['id']) => ({
    isLoading: charts.isLoading,
    error: charts.error && !charts.data ? `Could not load the chart. ${serverMessage(charts.error, 'Please try again.')}` : undefined,
    isEmpty: series(id).length === 0,
    sample: sampleShare(series(id)),
  });

  const errorRates = measuredErrorRates(series('error_rates'));

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          onClick={() => void Promise.all([metrics.refetch(), charts.refetch()])}
          disabled={refreshing}
          startIcon={<RefreshIcon sx={refreshing ? { animation: `${spin} 1s linear infinite` } : undefined} />}
        >
          {refreshing ? 'Refreshing...' : 'Refresh Data'}
        </Button>
      </Box>
      <MetricCards metrics={metrics.data} isLoading={metrics.isLoading} error={metrics.error} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard title="User Growth" subtitle="Monthly active users" {...chartState('user_growth')}>
          <UserGrowthChart data={series('user_growth')} />
        </ChartCard>
        <ChartCard title="Platform Distribution" subtitle="Connections by broker platform" {...chartState('platform_distribution')}>
          <PlatformDistributionChart data={series('platform_distribution')} />
        </ChartCard>
        <ChartCard title="API Requests" subtitle="Weekly volume, in millions" {...chartState('api_requests')}>
          <ApiRequestsChart data={series('api_requests')} />
        </ChartCard>
        <ChartCard
          title="Error Rates by Broker"
          subtitle="Share of failed calls per broker"
          {...chartState('error_rates')}
          isEmpty={false}
          sample={errorRates ? undefined : 'fixed'}
        >
          <ErrorRatesChart data={errorRates} />
        </ChartCard>
      </Box>
    </Stack>
  );
}

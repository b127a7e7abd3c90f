import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { serverMessage } from '../../../api/errors';
import type { Metric } from '../dashboardApi';
import { MetricCard } from './MetricCard';

interface MetricCardsProps {
  metrics?: Metric[];
  isLoading: boolean;
  error?: unknown;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;

export function MetricCards({ metrics, isLoading, error }: MetricCardsProps) {
  if (isLoading) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label="Loading metrics">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={124} />
        ))}
      </Box>
    );
  }
  if (error && !metrics) return <Alert severity="error">Could not load the metrics. {serverMessage(error, 'Please try again.')}</Alert>;
  if (!metrics?.length) return <Alert severity="info">No metrics yet: the first numbers appear within a minute of start-up.</Alert>;
  return (
    <Box sx={GRID} component="section" aria-label="Metrics">
      {metrics.map((metric) => (
        <MetricCard key={metric.id} metric={metric} />
      ))}
    </Box>
  );
}

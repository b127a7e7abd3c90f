import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/errors';
import type { Metric } from '../dashboardApi';
import { MetricCard } from './MetricCard';

interface MetricCardsProps {
  metrics?: Metric[];
  isLoading: boolean;
  error?: unknown;
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;
/** Cards per row from each breakpoint up. */
const PER_ROW = { xs: 1, sm: 2, md: 4 } as const;

/**
 * How many of twelve columns card `index` of `count` spans with `perRow` cards a row: full rows
 * as usual, the cards of a last, shorter row widened to fill it (7 cards: 4, then 3 wider ones).
 */
export function cardSpan(index: number, count: number, perRow: number): number {
  const inFullRows = Math.floor(count / perRow) * perRow;
  return index < inFullRows ? 12 / perRow : 12 / (count - inFullRows);
}

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
    <Box component="section" aria-label="Metrics">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Measured on this installation, updated every minute.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }}>
        {metrics.map((metric, i) => (
          <Box
            key={metric.id}
            sx={{ gridColumn: Object.fromEntries(Object.entries(PER_ROW).map(([bp, n]) => [bp, `span ${cardSpan(i, metrics.length, n)}`])) }}
          >
            <MetricCard metric={metric} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

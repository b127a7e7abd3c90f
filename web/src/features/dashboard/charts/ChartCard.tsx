import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  subtitle: string;
  isLoading?: boolean;
  /** A message when the data could not be loaded. */
  error?: string;
  isEmpty?: boolean;
  /** The chart shows sample figures: fixed ones, or seeded history (which measured figures add to). */
  sample?: 'fixed' | 'seeded';
  children: ReactNode;
}

const SAMPLE_NOTE = {
  fixed: 'Fixed sample figures, not measured.',
  seeded: 'Includes seeded sample figures, not only what this installation measured.',
} as const;

export const CHART_HEIGHT = 300;

/** A titled card around one chart, with its own loading, error and empty states. */
export function ChartCard({ title, subtitle, isLoading, error, isEmpty, sample, children }: ChartCardProps) {
  const note = sample && !isLoading && !error && !isEmpty ? SAMPLE_NOTE[sample] : undefined;
  return (
    <Card variant="outlined" component="figure" aria-label={title} sx={{ m: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}
          </Typography>
          {note && <Chip size="small" variant="outlined" label="Sample data" data-testid="sample-data" />}
        </Stack>
        <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {subtitle}
          {note && `. ${note}`}
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={`Loading ${title}`} />
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : isEmpty ? (
          <Alert severity="info">No data yet.</Alert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  subtitle: string;
  isLoading?: boolean;
  /** A message when the data could not be loaded. */
  error?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

export const CHART_HEIGHT = 300;

/** A titled card around one chart, with its own loading, error and empty states. */
export function ChartCard({ title, subtitle, isLoading, error, isEmpty, children }: ChartCardProps) {
  return (
    <Card variant="outlined" component="figure" aria-label={title} sx={{ m: 0 }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {subtitle}
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

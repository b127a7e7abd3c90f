import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metric } from '../dashboardApi';
import { changeIndicator, formatChange, formatMetricValue } from '../metricFormat';

const ICONS = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon };

export function MetricCard({ metric }: { metric: Metric }) {
  const indicator = changeIndicator(metric.changeType);
  const Icon = ICONS[indicator.direction];
  return (
    <Card variant="outlined" component="article" aria-label={metric.name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {metric.name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, mt: 0.5 }} data-testid="metric-value">
          {formatMetricValue(metric)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: indicator.color, mt: 0.5 }} data-direction={indicator.direction}>
          <Icon fontSize="small" titleAccess={indicator.label} />
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {formatChange(metric.change)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

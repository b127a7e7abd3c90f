import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { chartPalette } from './chartSettings';

export function UserGrowthChart({ data }: { data: ChartPoint[] }) {
  return (
    <LineChart
      height={CHART_HEIGHT}
      dataset={data as unknown as Record<string, string | number>[]}
      xAxis={[{ scaleType: 'point', dataKey: 'name' }]}
      yAxis={[{ width: 56 }]}
      series={[{ dataKey: 'users', label: 'Users', color: chartPalette[0], valueFormatter: (v) => (v ?? 0).toLocaleString() }]}
      grid={{ horizontal: true }}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { chartPalette } from './chartSettings';

export function ApiRequestsChart({ data }: { data: ChartPoint[] }) {
  return (
    <BarChart
      height={CHART_HEIGHT}
      dataset={data as unknown as Record<string, string | number>[]}
      xAxis={[{ scaleType: 'band', dataKey: 'name', categoryGapRatio: 0.5 }]}
      yAxis={[{ width: 56, valueFormatter: (v: number) => `${v}M` }]}
      series={[{ dataKey: 'requests', label: 'Requests (millions)', color: chartPalette[1], valueFormatter: (v) => `${v ?? 0}M` }]}
      grid={{ horizontal: true }}
    />
  );
}

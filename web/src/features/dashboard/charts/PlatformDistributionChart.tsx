import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { chartPalette, PIE } from './chartSettings';

/**
 * A donut with each slice's name and share in the legend under it. Labels drawn around the
 * ring ran over it on a wide screen and off the card on a phone; a legend wraps at any width.
 */
export function PlatformDistributionChart({ data }: { data: ChartPoint[] }) {
  const total = data.reduce((sum, p) => sum + (p.value ?? 0), 0) || 1;
  const share = (value: number) => `${Math.round((value / total) * 100)}%`;
  return (
    <PieChart
      height={CHART_HEIGHT - 80}
      colors={chartPalette}
      series={[
        {
          ...PIE,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value.toLocaleString()} (${share(item.value)})`,
          data: data.map((p, i) => ({ id: i, value: p.value ?? 0, label: `${p.name} ${share(p.value ?? 0)}` })),
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}

import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { chartPalette, PIE } from './chartSettings';

/** A donut with each slice's name and share around it, and a legend. */
export function PlatformDistributionChart({ data }: { data: ChartPoint[] }) {
  const total = data.reduce((sum, p) => sum + (p.value ?? 0), 0) || 1;
  const share = (value: number) => `${Math.round((value / total) * 100)}%`;
  return (
    <PieChart
      height={CHART_HEIGHT}
      colors={chartPalette}
      series={[
        {
          ...PIE,
          paddingAngle: 1,
          arcLabel: (item) => `${item.label} ${share(item.value)}`,
          arcLabelRadius: PIE.outerRadius + 22,
          arcLabelMinAngle: 12,
          valueFormatter: (item) => `${item.value.toLocaleString()} (${share(item.value)})`,
          data: data.map((p, i) => ({ id: i, value: p.value ?? 0, label: p.name })),
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fontSize: 11, fill: 'currentColor' } }}
    />
  );
}

import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { BAR_SIZE, FixedSizeBar } from './FixedSizeBar';
import { chartPalette } from './chartSettings';

const Y_AXIS_WIDTH = 56;
/** Room per month for a BAR_SIZE bar and a gap beside it. */
const MIN_STEP = BAR_SIZE + 8;

/**
 * Twelve 20 px bars with gaps do not fit a phone's card: there the chart keeps its minimum
 * width and scrolls sideways (also by keyboard). The bands themselves are left nearly gapless,
 * as each bar is drawn BAR_SIZE thick in the middle of its band.
 */
export function ApiRequestsChart({ data }: { data: ChartPoint[] }) {
  return (
    <Box tabIndex={0} role="region" aria-label="API Requests chart (scrolls sideways)" sx={{ overflowX: 'auto' }}>
      <Box sx={{ minWidth: data.length * MIN_STEP + Y_AXIS_WIDTH + 16 }}>
        <BarChart
          height={CHART_HEIGHT}
          slots={{ bar: FixedSizeBar }}
          dataset={data as unknown as Record<string, string | number>[]}
          xAxis={[{ scaleType: 'band', dataKey: 'name', categoryGapRatio: 0.1 }]}
          yAxis={[{ width: Y_AXIS_WIDTH, valueFormatter: (v: number) => `${v}M` }]}
          series={[{ dataKey: 'requests', label: 'Requests (millions)', color: chartPalette[1], valueFormatter: (v) => `${v ?? 0}M` }]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}

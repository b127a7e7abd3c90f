import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { BAR_SIZE, FixedSizeBar } from './FixedSizeBar';
import { chartPalette } from './chartSettings';

const Y_AXIS_WIDTH = 36;
/** Side margins of the drawing area, kept small so the bars get the width. */
const SIDE_MARGIN = 4;
/** Room per week for a BAR_SIZE bar and a gap: on a phone's card (326 px) all twelve fit. */
const MIN_STEP = BAR_SIZE + 3;

/**
 * Each week's tick: its day, and under it the month where a month begins ("7" / "Sep", "14",
 * "21", ... "5" / "Oct"), so all twelve weeks, the latest included, fit under their bars.
 * Weeks are named "Sep 7" by the API; the tooltip shows the whole name.
 */
export function weekTicks(names: string[]): Map<string, string> {
  return new Map(
    names.map((name, i) => {
      const [month, day] = name.split(' ');
      const newMonth = i === 0 || names[i - 1].split(' ')[0] !== month;
      return [name, day === undefined ? name : newMonth ? `${day}\n${month}` : day];
    }),
  );
}

/**
 * Twelve 20 px bars fit a 390 px phone's card with narrow gaps; on anything narrower the chart
 * keeps its minimum width and scrolls sideways (also by keyboard). The bands themselves are left
 * nearly gapless, as each bar is drawn BAR_SIZE thick in the middle of its band.
 */
export function ApiRequestsChart({ data }: { data: ChartPoint[] }) {
  const ticks = weekTicks(data.map((p) => p.name));
  return (
    <Box tabIndex={0} role="region" aria-label="API Requests chart (scrolls sideways)" sx={{ overflowX: 'auto' }}>
      <Box sx={{ minWidth: data.length * MIN_STEP + Y_AXIS_WIDTH + 2 * SIDE_MARGIN }}>
        <BarChart
          height={CHART_HEIGHT}
          margin={{ left: SIDE_MARGIN, right: SIDE_MARGIN }}
          slots={{ bar: FixedSizeBar }}
          dataset={data as unknown as Record<string, string | number>[]}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'name',
              categoryGapRatio: 0.1,
              // Every week has its label: none is dropped for want of room.
              tickLabelInterval: () => true,
              valueFormatter: (name: string, context) => (context.location === 'tick' ? (ticks.get(name) ?? name) : name),
              height: 40,
            },
          ]}
          yAxis={[{ width: Y_AXIS_WIDTH, valueFormatter: (v: number) => `${v}M` }]}
          series={[{ dataKey: 'requests', label: 'Requests (millions)', color: chartPalette[1], valueFormatter: (v) => `${v ?? 0}M` }]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}

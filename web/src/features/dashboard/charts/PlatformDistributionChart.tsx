import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useMemo } from 'react';
import type { ChartPoint } from '../dashboardApi';
import { CHART_HEIGHT } from './ChartCard';
import { chartPalette, PIE } from './chartSettings';
import { layoutDonutLabels, type DonutLayout } from './donutLabels';
import { shareLabel } from './donutShares';
import { useElementWidth } from './useElementWidth';

const LABEL_FONT_SIZE = 12;

/** Text width at the labels' font: measured on a canvas, estimated where there is none (tests). */
function textMeasurer(fontFamily: string) {
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (context) context.font = `500 ${LABEL_FONT_SIZE}px ${fontFamily}`;
  return (text: string) => (context ? context.measureText(text).width : text.length * LABEL_FONT_SIZE * 0.6);
}

function DonutLabels({ layout }: { layout: DonutLayout }) {
  const theme = useTheme();
  return (
    <g aria-hidden="true" data-testid="donut-labels">
      {layout.labels.map(({ text, box, leader }) => (
        <g key={text}>
          <polyline points={leader.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={theme.palette.text.secondary} strokeWidth={1} />
          <text
            x={box.x}
            y={box.y + box.height / 2}
            dominantBaseline="central"
            fontSize={LABEL_FONT_SIZE}
            fontWeight={500}
            fill={theme.palette.text.primary}
            data-donut-label
          >
            {text}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The spec's donut (inner radius 70, outer 90) with each slice's name and share on it, joined to
 * its slice by a line, and the same in the legend under it. Where the labels go depends on the
 * card's width (donutLabels.ts): beside the ring on a wide card, above and below it on a phone.
 */
export function PlatformDistributionChart({ data }: { data: ChartPoint[] }) {
  const theme = useTheme();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const total = data.reduce((sum, p) => sum + (p.value ?? 0), 0);
  const share = (value: number) => shareLabel(value, total);
  const slices = useMemo(() => {
    const sum = data.reduce((s, p) => s + (p.value ?? 0), 0);
    return data.map((p) => ({ text: `${p.name} ${shareLabel(p.value ?? 0, sum)}`, value: p.value ?? 0 }));
  }, [data]);
  const fontFamily = String(theme.typography.fontFamily);
  const layout = useMemo(
    // A broker with no connection has no slice to label on the ring; the legend still names it (0%).
    () =>
      width > 0
        ? layoutDonutLabels(
            slices.filter((sl) => sl.value > 0),
            { width, outerRadius: PIE.outerRadius, measure: textMeasurer(fontFamily) },
          )
        : null,
    [slices, width, fontFamily],
  );
  return (
    <Box ref={ref} sx={{ minHeight: CHART_HEIGHT - 80 }}>
      {layout && (
        <PieChart
          width={layout.width}
          height={layout.height}
          margin={0}
          colors={chartPalette}
          series={[
            {
              ...PIE,
              cx: layout.cx,
              cy: layout.cy,
              paddingAngle: 1,
              valueFormatter: (item) => `${item.value.toLocaleString()} (${share(item.value)})`,
              data: data.map((p, i) => ({ id: i, value: p.value ?? 0, label: slices[i].text })),
            },
          ]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        >
          <DonutLabels layout={layout} />
        </PieChart>
      )}
    </Box>
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT } from './ChartCard';
import { FixedSizeBar } from './FixedSizeBar';
import { chartPalette, ERROR_RATES_BY_BROKER, formatFractionAsPercent } from './chartSettings';

export function ErrorRatesChart() {
  return (
    <BarChart
      height={CHART_HEIGHT}
      slots={{ bar: FixedSizeBar }}
      layout="horizontal"
      dataset={ERROR_RATES_BY_BROKER}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 150 }]}
      xAxis={[{ valueFormatter: (v: number) => formatFractionAsPercent(v) }]}
      series={[{ dataKey: 'rate', label: 'Error Rate', color: chartPalette[4], valueFormatter: formatFractionAsPercent }]}
      grid={{ vertical: true }}
    />
  );
}

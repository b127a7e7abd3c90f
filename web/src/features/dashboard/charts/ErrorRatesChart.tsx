import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT } from './ChartCard';
import { FixedSizeBar } from './FixedSizeBar';
import { chartPalette, ERROR_RATES_BY_BROKER, formatFractionAsPercent } from './chartSettings';

export interface BrokerRate {
  name: string;
  /** Failed share, 0..1. */
  rate: number;
}

/** Measured rates when given, else the spec's fixed sample figures (the card says which). */
export function ErrorRatesChart({ data = ERROR_RATES_BY_BROKER }: { data?: BrokerRate[] }) {
  return (
    <BarChart
      height={CHART_HEIGHT}
      slots={{ bar: FixedSizeBar }}
      layout="horizontal"
      dataset={data.map((d) => ({ ...d }))}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 150 }]}
      xAxis={[{ valueFormatter: (v: number) => formatFractionAsPercent(v) }]}
      series={[{ dataKey: 'rate', label: 'Error Rate', color: chartPalette[4], valueFormatter: formatFractionAsPercent }]}
      grid={{ vertical: true }}
    />
  );
}

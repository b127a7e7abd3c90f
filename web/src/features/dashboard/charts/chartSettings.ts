import { chartPalette } from '../../../app/theme/palette';

/** The spec's error rates by broker: fixed in the client, never fetched. */
export const ERROR_RATES_BY_BROKER = [
  { name: 'Northwind Securities', rate: 0.008 },
  { name: 'Harborline Brokerage', rate: 0.015 },
  { name: 'Meridian Clearing', rate: 0.012 },
  { name: 'Summit Ridge Capital', rate: 0.019 },
  { name: 'Tidewater Brokers', rate: 0.011 },
];

export const PIE = { innerRadius: 70, outerRadius: 90 } as const;

export { chartPalette };

/** 0.0125 -> "1.25%". */
export function formatFractionAsPercent(value: number | null): string {
  return value === null ? '' : `${(value * 100).toFixed(2)}%`;
}

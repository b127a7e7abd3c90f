/**
 * A slice's share as its label says it: whole percents, except where rounding would lie. A broker
 * with a few connections among thousands is "<1%", not "0%" (0% is kept for none at all), and the
 * one beside it is ">99%", not "100%", while anyone else has a share.
 */
export function shareLabel(value: number, total: number): string {
  if (total <= 0 || value <= 0) return '0%';
  const percent = Math.round((value / total) * 100);
  if (percent < 1) return '<1%';
  if (percent >= 100 && value < total) return '>99%';
  return `${percent}%`;
}

import type { SubscriberDto } from './dto/subscriber-page.dto';

export const CSV_HEADER = ['id', 'email', 'source', 'createdAt'] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: neutralised against formulas, quoted when it holds a separator, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines (CRLF), header first. */
export function toCsv(rows: readonly SubscriberDto[]): string {
  const lines = [CSV_HEADER.join(','), ...rows.map((r) => [r.id, r.email, r.source, r.createdAt].map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

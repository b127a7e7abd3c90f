import type { LeadDto } from './lead-page.dto';

const HEADER = ['Created at', 'First name', 'Last name', 'Email', 'Company', 'Message', 'Source', 'Deliveries'];

/**
 * One CSV cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe; quotes are doubled and every cell is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadsToCsv(leads: LeadDto[]): string {
  const rows = leads.map((lead) => [
    lead.createdAt,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.company,
    lead.message,
    lead.source,
    lead.deliveries.map((d) => `${d.channel}:${d.status}`).join(' '),
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

import { toCsv } from '../../../common/csv/csv';
import type { LeadDto } from './lead-page.dto';

const HEADER = ['Created at', 'First name', 'Last name', 'Email', 'Company', 'Message', 'Source', 'Deliveries'];

export function leadsToCsv(leads: readonly LeadDto[]): string {
  return toCsv(
    HEADER,
    leads.map((lead) => [
      lead.createdAt,
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.company,
      lead.message,
      lead.source,
      lead.deliveries.map((d) => `${d.channel}:${d.status}`).join(' '),
    ]),
  );
}

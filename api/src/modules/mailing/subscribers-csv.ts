import { toCsv } from '../../common/csv/csv';
import type { SubscriberDto } from './dto/subscriber-page.dto';

const CSV_HEADER = ['id', 'email', 'source', 'createdAt'] as const;

export function subscribersToCsv(rows: readonly SubscriberDto[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [r.id, r.email, r.source, r.createdAt]),
  );
}

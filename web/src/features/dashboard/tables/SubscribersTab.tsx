import { exportUrl, useGetSubscribersQuery, type Subscriber } from '../dashboardApi';
import { AdminTable, type Column } from './AdminTable';
import { formatDateTime } from './formatDate';
import { usePagedSearch } from './usePagedSearch';

const COLUMNS: Column<Subscriber>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Source', cell: (s) => s.source ?? '' },
  { header: 'Subscribed', cell: (s) => formatDateTime(s.createdAt) },
];

export function SubscribersTab() {
  const paging = usePagedSearch();
  const result = useGetSubscribersQuery(paging.query);
  return (
    <AdminTable
      noun="subscribers"
      columns={COLUMNS}
      rowKey={(s) => s.id}
      result={result}
      paging={paging}
      exportHref={exportUrl('subscribers', paging.query.q)}
    />
  );
}

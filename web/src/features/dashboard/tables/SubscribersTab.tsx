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
      search={paging.search}
      onSearch={paging.setSearch}
      page={paging.page}
      pageSize={paging.pageSize}
      onPage={paging.onPage}
      exportHref={exportUrl('subscribers', paging.query.q)}
    />
  );
}

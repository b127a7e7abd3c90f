import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { exportUrl, useGetLeadsQuery, type Lead, type LeadDelivery } from '../dashboardApi';
import { AdminTable, type Column } from './AdminTable';
import { formatDateTime } from './formatDate';
import { usePagedSearch } from './usePagedSearch';

const DELIVERY_COLORS: Record<string, 'success' | 'error' | 'warning'> = { delivered: 'success', failed: 'error' };

function Delivery({ delivery }: { delivery: LeadDelivery }) {
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  const detail = delivery.lastError ? `${attempts}; last error: ${delivery.lastError}` : attempts;
  return (
    <Tooltip title={detail}>
      <Chip size="small" variant="outlined" color={DELIVERY_COLORS[delivery.status] ?? 'warning'} label={`${delivery.channel}: ${delivery.status}`} />
    </Tooltip>
  );
}

const COLUMNS: Column<Lead>[] = [
  { header: 'Name', cell: (l) => `${l.firstName} ${l.lastName}`.trim() },
  { header: 'Email', cell: (l) => l.email },
  { header: 'Company', cell: (l) => l.company ?? '' },
  {
    header: 'Message',
    cell: (l) => (
      <Typography variant="body2" title={l.message} sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {l.message}
      </Typography>
    ),
  },
  { header: 'Source', cell: (l) => l.source ?? '' },
  { header: 'Received', cell: (l) => formatDateTime(l.createdAt) },
  {
    header: 'Delivery',
    cell: (l) => (
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {l.deliveries.map((d) => (
          <Delivery key={d.channel} delivery={d} />
        ))}
      </Stack>
    ),
  },
];

export function LeadsTab() {
  const paging = usePagedSearch();
  const result = useGetLeadsQuery(paging.query);
  return <AdminTable noun="leads" columns={COLUMNS} rowKey={(l) => l.id} result={result} paging={paging} exportHref={exportUrl('leads', paging.query.q)} />;
}

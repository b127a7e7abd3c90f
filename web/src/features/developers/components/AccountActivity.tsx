import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../api/errors';
import { useListAccountEventsQuery, useListAccountOrdersQuery } from '../developersApi';
import { formatWhen } from '../format';

function Section({
  title,
  loading,
  error,
  empty,
  onRefresh,
  children,
}: {
  title: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRefresh: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} aria-label={`Refresh ${title.toLowerCase()}`}>
          Refresh
        </Button>
      </Stack>
      {loading ? (
        <CircularProgress size={24} aria-label={`Loading ${title.toLowerCase()}`} />
      ) : error ? (
        <Alert severity="error">
          Could not load the {title.toLowerCase()}. {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : empty ? (
        <Typography color="text.secondary">No {title.toLowerCase()} yet.</Typography>
      ) : (
        children
      )}
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0, maxHeight: 320, overflowY: 'auto', '& li': { py: 0.75, borderBottom: 1, borderColor: 'divider' } } as const;

/** An account's orders and its event log, as /v1 reports them. */
export function AccountActivity({ accountId }: { accountId: string }) {
  const orders = useListAccountOrdersQuery(accountId);
  const events = useListAccountEventsQuery(accountId);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
      <Section title="Orders" loading={orders.isLoading} error={orders.error} empty={!orders.data?.length} onRefresh={() => void orders.refetch()}>
        <Box component="ul" sx={listSx} tabIndex={0} aria-label="Orders list">
          {orders.data?.map((o) => (
            <li key={o.id}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2">
                  {o.side.toUpperCase()} {o.quantity} {o.symbol} {o.type}
                  {o.limitPrice ? ` @ ${o.limitPrice}` : ''} · {o.timeInForce} · filled {o.filledQuantity}
                  {o.averageFillPrice ? ` @ ${o.averageFillPrice}` : ''}
                </Typography>
                <Chip size="small" label={o.status} />
              </Stack>
              {o.rejectReason && (
                <Typography variant="body2" color="error">
                  {o.rejectReason.message}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </Section>
      <Section title="Events" loading={events.isLoading} error={events.error} empty={!events.data?.length} onRefresh={() => void events.refetch()}>
        <Box component="ol" sx={listSx} tabIndex={0} aria-label="Events list">
          {events.data?.map((e) => (
            <li key={e.sequence}>
              <Typography variant="body2">
                <strong>#{e.sequence}</strong> {e.type}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatWhen(e.occurredAt)}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

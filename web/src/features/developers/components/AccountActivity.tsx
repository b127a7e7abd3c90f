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
import { useListAccountEventsInfiniteQuery, useListAccountOrdersInfiniteQuery } from '../developersApi';
import type { SandboxEvent, SandboxOrder } from '../developerTypes';
import { formatMarketTime, formatWhen } from '../format';

interface SectionProps {
  title: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRefresh: () => void;
  /** Present while the server has more pages. */
  onMore?: () => void;
  loadingMore: boolean;
  children: ReactNode;
}

function Section({ title, loading, error, empty, onRefresh, onMore, loadingMore, children }: SectionProps) {
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
      {onMore && (
        <Button size="small" onClick={onMore} disabled={loadingMore} sx={{ mt: 1 }}>
          {loadingMore ? 'Loading...' : `Show more ${title.toLowerCase()}`}
        </Button>
      )}
    </Box>
  );
}

/** The section props an infinite query gives: its pages flattened, its states and its next page. */
function sectionState<T>(query: {
  data?: { pages: { items: T[] }[] };
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    props: {
      loading: query.isLoading,
      error: query.error,
      empty: items.length === 0,
      onRefresh: () => void query.refetch(),
      onMore: query.hasNextPage ? () => void query.fetchNextPage() : undefined,
      loadingMore: query.isFetchingNextPage,
    },
  };
}

const listSx = { listStyle: 'none', p: 0, m: 0, maxHeight: 480, overflowY: 'auto', '& li': { py: 0.75, borderBottom: 1, borderColor: 'divider' } } as const;

/** An account's orders and its event log (each event at the account's clock time beside the real time), as /v1 reports them. */
export function AccountActivity({ accountId }: { accountId: string }) {
  const orders = sectionState<SandboxOrder>(useListAccountOrdersInfiniteQuery(accountId));
  const events = sectionState<SandboxEvent>(useListAccountEventsInfiniteQuery(accountId));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}>
      <Section title="Orders" {...orders.props}>
        <Box component="ul" sx={listSx} tabIndex={0} aria-label="Orders list">
          {orders.items.map((o) => (
            <li key={o.id}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="body2">
                  {o.side.toUpperCase()} {o.notional ? `$${o.notional} (${o.quantity})` : o.quantity} {o.symbol} {o.type}
                  {o.stopPrice ? ` stop ${o.stopPrice}` : ''}
                  {o.trailPrice ? ` trail ${o.trailPrice}` : o.trailPercent ? ` trail ${o.trailPercent}%` : ''}
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
      <Section title="Events" {...events.props}>
        <Box component="ol" sx={listSx} tabIndex={0} aria-label="Events list">
          {events.items.map((e) => (
            <li key={e.sequence}>
              {/* Native disclosure: keyboard and screen readers get it for free. */}
              <Box component="details" sx={{ '& summary': { cursor: 'pointer' } }}>
                <Box component="summary" sx={{ typography: 'body2' }}>
                  <strong>#{e.sequence}</strong> {e.type}{' '}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', pl: 2 }}>
                    <span title="The account's clock: frozen, moved or sped up as you set it">Account clock {formatMarketTime(e.occurredAt)}</span>
                    {' · '}
                    <span title="When the sandbox wrote the event">Real time {formatWhen(e.recordedAt ?? null, 'not recorded')}</span>
                  </Typography>
                </Box>
                <Box
                  component="pre"
                  sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {JSON.stringify(e.data, null, 2)}
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

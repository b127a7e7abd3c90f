import ReplayIcon from '@mui/icons-material/Replay';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { formatWhen } from '../format';
import { useListWebhookDeliveriesInfiniteQuery, useReplayWebhookDeliveryMutation } from '../webhooksApi';
import type { WebhookAttempt, WebhookDelivery } from '../webhookTypes';

const STATUS_COLOR = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

/** The receiver's answer to an attempt, in a few words: its status code, or why there was none. */
function answerOf(attempt: WebhookAttempt | undefined): string {
  if (!attempt) return 'Not tried yet';
  return `${attempt.statusCode ?? attempt.error ?? 'No answer'} · ${attempt.durationMs} ms`;
}

/** One endpoint's deliveries, newest first: each with its last answer, its next retry and a replay button. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const query = useListWebhookDeliveriesInfiniteQuery(endpointId);
  const [replay, { isLoading: replaying }] = useReplayWebhookDeliveryMutation();
  const toast = useToast();
  const deliveries = query.data?.pages.flatMap((page) => page.items) ?? [];

  const onReplay = async (delivery: WebhookDelivery) => {
    try {
      await replay({ endpointId, deliveryId: delivery.id }).unwrap();
      toast({ title: 'Delivery queued again', description: `${delivery.eventType}, same webhook-id ${delivery.id}`, variant: 'success' });
    } catch (e) {
      toast({ title: 'Not replayed', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  if (query.isLoading) return <CircularProgress size={24} aria-label="Loading deliveries" />;
  if (query.error && !query.data) return <Alert severity="error">Could not load the deliveries. {serverMessage(query.error, 'Please try again.')}</Alert>;
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void query.refetch()} aria-label="Refresh deliveries">
          Refresh
        </Button>
      </Stack>
      {deliveries.length === 0 ? (
        <Alert severity="info">No deliveries yet. Send a test event with POST /v1/webhooks/{'{id}'}/test, or place an order.</Alert>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Deliveries, scrolls sideways" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Deliveries" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last answer</TableCell>
                <TableCell>Next retry</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((d) => {
                const last = d.attempts[d.attempts.length - 1];
                return (
                  <TableRow key={d.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(d.createdAt)}</TableCell>
                    <TableCell>
                      {d.eventType}
                      {d.sequence !== null && ` #${d.sequence}`}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} variant="outlined" />
                    </TableCell>
                    <TableCell align="right">{d.attemptCount}</TableCell>
                    <TableCell title={last?.responseExcerpt ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
                      {answerOf(last)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(d.nextAttemptAt, '—')}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        startIcon={<ReplayIcon />}
                        disabled={replaying}
                        onClick={() => void onReplay(d)}
                        aria-label={`Replay ${d.eventType} ${d.id}`}
                      >
                        Replay
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {query.isFetchingNextPage ? 'Loading...' : 'Show more deliveries'}
        </Button>
      )}
    </Box>
  );
}

import ReplayIcon from '@mui/icons-material/Replay';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { formatWhen } from '../format';
import { useListWebhookDeliveriesInfiniteQuery, useReplayWebhookDeliveryMutation } from '../webhooksApi';
import type { WebhookAttempt, WebhookDelivery } from '../webhookTypes';
import { DeliveryDetail } from './DeliveryDetail';

const STATUS_COLOR = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

/** The receiver's answer to an attempt, in a few words: its status code, or why there was none. */
function answerOf(attempt: WebhookAttempt | undefined): string {
  if (!attempt) return 'Not tried yet';
  return `${attempt.statusCode ?? attempt.error ?? 'No answer'} · ${attempt.durationMs} ms`;
}

/**
 * Newest first, and an account's events of one instant in their sequence order (the server
 * orders by time alone, and one order's accepted and filled share a time).
 */
export function inSequence(deliveries: WebhookDelivery[]): WebhookDelivery[] {
  return [...deliveries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.sequence ?? -1) - (a.sequence ?? -1));
}

/** One endpoint's deliveries as cards: each with its last answer, its next retry, what it sent, and a replay button. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const query = useListWebhookDeliveriesInfiniteQuery(endpointId);
  const [replay, { isLoading: replaying }] = useReplayWebhookDeliveryMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const toast = useToast();
  const deliveries = inSequence(query.data?.pages.flatMap((page) => page.items) ?? []);

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
        <Alert severity="info">No deliveries yet. Send a test event above, or place an order with a key.</Alert>
      ) : (
        <Box component="ol" aria-label="Deliveries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {deliveries.map((d) => {
            const last = d.attempts[d.attempts.length - 1];
            const open = openId === d.id;
            return (
              <Box component="li" key={d.id} aria-label={`${d.eventType} ${d.id}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                    {d.eventType}
                    {d.sequence !== null && ` #${d.sequence}`}
                  </Typography>
                  <Chip size="small" label={d.status} color={STATUS_COLOR[d.status]} variant="outlined" />
                  <Box sx={{ flex: 1 }} />
                  <Button
                    size="small"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : d.id)}
                    aria-label={`${open ? 'Hide' : 'Show'} what ${d.eventType} ${d.id} sent`}
                  >
                    {open ? 'Hide' : 'Payload & headers'}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<ReplayIcon />}
                    disabled={replaying}
                    onClick={() => void onReplay(d)}
                    aria-label={`Replay ${d.eventType} ${d.id}`}
                  >
                    Replay
                  </Button>
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p" title={last?.responseExcerpt ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
                  {formatWhen(d.createdAt)} · {d.attemptCount} {d.attemptCount === 1 ? 'attempt' : 'attempts'} · last answer {answerOf(last)}
                  {d.nextAttemptAt && ` · next retry ${formatWhen(d.nextAttemptAt)}`}
                </Typography>
                {open && <DeliveryDetail endpointId={endpointId} deliveryId={d.id} />}
              </Box>
            );
          })}
        </Box>
      )}
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {query.isFetchingNextPage ? 'Loading...' : 'Show more deliveries'}
        </Button>
      )}
    </Box>
  );
}

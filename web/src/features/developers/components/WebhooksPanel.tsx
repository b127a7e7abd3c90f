import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { formatWhen } from '../format';
import { useDialogTarget } from '../useDialogTarget';
import { useDeleteWebhookEndpointMutation, useListWebhookEndpointsQuery, useSendWebhookTestMutation } from '../webhooksApi';
import { FIRABLE_EVENT_TYPES, type CreatedWebhookEndpoint, type WebhookEndpoint } from '../webhookTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateWebhookForm } from './CreateWebhookForm';
import { NewSecretReveal } from './NewSecretReveal';
import { Panel } from './Panel';
import { WebhookDeliveries } from './WebhookDeliveries';

/** Fires any event type at the endpoint now (a realistic sample), whatever it subscribes to. */
function SendTest({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [type, setType] = useState<string>('order.filled');
  const [send, { isLoading }] = useSendWebhookTestMutation();
  const toast = useToast();
  const fire = async () => {
    try {
      const delivery = await send({ endpointId: endpoint.id, type }).unwrap();
      toast({ title: 'Test event queued', description: `${type}, webhook-id ${delivery.id}`, variant: 'success' });
    } catch (e) {
      toast({ title: 'Test event not sent', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label="Event type" value={type} onChange={(e) => setType(e.target.value)} sx={{ minWidth: 200 }} disabled={isLoading}>
        {FIRABLE_EVENT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<SendIcon />}
        onClick={() => void fire()}
        disabled={isLoading || Boolean(endpoint.disabledAt)}
        aria-label={`Send a test event to ${endpoint.url}`}
      >
        {isLoading ? 'Sending...' : 'Send'}
      </Button>
    </Stack>
  );
}

function EndpointItem({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: (endpoint: WebhookEndpoint) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="li" aria-label={endpoint.url} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {endpoint.events.map((e) => (
              <Chip key={e} size="small" label={e} />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Created {formatWhen(endpoint.createdAt)}
            {endpoint.previousSecretExpiresAt && ` · previous secret also signs until ${formatWhen(endpoint.previousSecretExpiresAt)}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} deliveries to ${endpoint.url}`}
          >
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={() => onDelete(endpoint)} aria-label={`Delete ${endpoint.url}`}>
            Delete
          </Button>
        </Stack>
      </Stack>
      {endpoint.disabledAt ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Disabled {formatWhen(endpoint.disabledAt)}: {endpoint.disabledReason ?? 'no reason given'}. Nothing more is sent to it.
        </Alert>
      ) : (
        <Box sx={{ mt: 1.5 }}>
          <SendTest endpoint={endpoint} />
        </Box>
      )}
      {open && <WebhookDeliveries endpointId={endpoint.id} />}
    </Box>
  );
}

/** The developer's webhook endpoints: add (secret shown once), delete, fire any event, and each delivery's payload and headers. */
export function WebhooksPanel() {
  const { data: endpoints, isLoading, isFetching, error, refetch } = useListWebhookEndpointsQuery();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const deleting = useDialogTarget<WebhookEndpoint>();
  const [remove, { isLoading: removing }] = useDeleteWebhookEndpointMutation();
  const toast = useToast();

  const confirmDelete = async () => {
    const target = deleting.target;
    if (!target) return;
    try {
      await remove(target.id).unwrap();
      if (created?.id === target.id) setCreated(null);
      toast({ title: 'Endpoint deleted', description: target.url, variant: 'success' });
      deleting.close();
    } catch (e) {
      toast({ title: 'Endpoint not deleted', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Panel
      title="Webhooks"
      intro="Signed deliveries of your accounts' events (Standard Webhooks). Every attempt is logged with what it sent; replay any delivery."
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-label="Refresh webhooks">
          Refresh
        </Button>
      }
      loading={isLoading}
      error={endpoints ? undefined : error}
      onRetry={() => void refetch()}
    >
      {created && <NewSecretReveal created={created} onDismiss={() => setCreated(null)} />}
      <CreateWebhookForm onCreated={setCreated} />
      {!endpoints?.length ? (
        <Alert severity="info">No webhook endpoints yet. Add one above, or with POST /v1/webhooks and a key with the webhooks:manage scope.</Alert>
      ) : (
        <Box component="ul" aria-label="Webhook endpoints" sx={{ p: 0, m: 0 }}>
          {endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} onDelete={deleting.show} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting.open}
        title={`Delete ${deleting.target?.url ?? ''}?`}
        confirmLabel="Delete endpoint"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onClose={deleting.close}
      >
        The endpoint and its delivery log are removed; nothing more is sent to it.
      </ConfirmDialog>
    </Panel>
  );
}

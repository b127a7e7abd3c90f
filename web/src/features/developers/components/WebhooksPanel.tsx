import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatWhen } from '../format';
import { useListWebhookEndpointsQuery } from '../webhooksApi';
import type { WebhookEndpoint } from '../webhookTypes';
import { Panel } from './Panel';
import { WebhookDeliveries } from './WebhookDeliveries';

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
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
        <Button
          variant="outlined"
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} deliveries to ${endpoint.url}`}
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
      </Stack>
      {endpoint.disabledAt && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Disabled {formatWhen(endpoint.disabledAt)}: {endpoint.disabledReason ?? 'no reason given'}. Nothing more is sent to it.
        </Alert>
      )}
      {open && <WebhookDeliveries endpointId={endpoint.id} />}
    </Box>
  );
}

/** The developer's webhook endpoints, each with its delivery log and a replay button per delivery. */
export function WebhooksPanel() {
  const { data: endpoints, isLoading, isFetching, error, refetch } = useListWebhookEndpointsQuery();
  return (
    <Panel
      title="Webhooks"
      intro="Signed deliveries of your accounts' events (Standard Webhooks). Every attempt is logged; replay any delivery."
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-label="Refresh webhooks">
          Refresh
        </Button>
      }
      loading={isLoading}
      error={endpoints ? undefined : error}
      onRetry={() => void refetch()}
    >
      {!endpoints?.length ? (
        <Alert severity="info">No webhook endpoints yet. Register one with POST /v1/webhooks and a key with the webhooks:manage scope.</Alert>
      ) : (
        <Box component="ul" aria-label="Webhook endpoints" sx={{ p: 0, m: 0 }}>
          {endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </Box>
      )}
    </Panel>
  );
}

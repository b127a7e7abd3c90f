import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { useListKeysQuery, useListRequestsQuery } from '../developersApi';
import type { RequestFilters, RequestLogEntry } from '../developerTypes';
import { formatWhen } from '../format';
import { Panel } from './Panel';

const statusColor = (status: number) => (status >= 500 ? 'error.main' : status >= 400 ? 'warning.dark' : 'success.dark');
const STATUSES = [
  { value: '', label: 'Any status' },
  { value: '2xx', label: '2xx success' },
  { value: '4xx', label: '4xx refused' },
  { value: '5xx', label: '5xx failed' },
];
const preSx = { m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A body as the log kept it (already redacted by the server), indented when it is JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One call as a card: the path gets its own full line, so nothing wraps every few characters on a phone. */
function RequestItem({ entry }: { entry: RequestLogEntry }) {
  return (
    <Box component="li" aria-label={`${entry.method} ${entry.path} ${entry.status}`} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
          {entry.method}
        </Typography>
        <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9rem', overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
          {entry.path}
        </Typography>
        <Typography component="span" sx={{ color: statusColor(entry.status), fontWeight: 700 }}>
          {entry.status}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {formatWhen(entry.createdAt)} · {entry.durationMs} ms · <code>{entry.keyPrefix}</code> · <code>{entry.requestId}</code>
      </Typography>
      {(entry.requestBody || entry.responseBody) && (
        <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', typography: 'body2' } }}>
          <summary>Bodies (secrets and keys redacted)</summary>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1, mt: 0.5 }}>
            <div>
              <Typography variant="caption">Request</Typography>
              <Box component="pre" sx={preSx}>
                {entry.requestBody ? pretty(entry.requestBody) : '(none)'}
              </Box>
            </div>
            <div>
              <Typography variant="caption">Response</Typography>
              <Box component="pre" sx={preSx}>
                {entry.responseBody ? pretty(entry.responseBody) : '(none)'}
              </Box>
            </div>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The developer's last 100 /v1 calls (event streams included), newest first, filtered by status, path and key. */
export function RequestsPanel() {
  const [filters, setFilters] = useState<RequestFilters>({});
  const [path, setPath] = useState('');
  const { data: requests, isLoading, isFetching, error, refetch } = useListRequestsQuery(filters);
  const { data: keys } = useListKeysQuery();
  const filtered = Boolean(filters.status || filters.path || filters.key);
  const applyPath = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, path: path.trim() || undefined });
  };

  return (
    <Panel
      title="Recent requests"
      intro="Your last 100 calls to /v1, event streams included, newest first. Quote the request id when you ask us about one."
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-label="Refresh requests">
          Refresh
        </Button>
      }
    >
      <Stack
        component="form"
        role="search"
        aria-label="Filter requests"
        onSubmit={applyPath}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => setFilters({ ...filters, status: e.target.value || undefined })}
          sx={{ minWidth: 150 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Key"
          value={filters.key ?? ''}
          onChange={(e) => setFilters({ ...filters, key: e.target.value || undefined })}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="">Any key</MenuItem>
          {(keys ?? []).map((k) => (
            <MenuItem key={k.id} value={k.prefix}>
              {k.name} ({k.prefix})
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Path contains" value={path} onChange={(e) => setPath(e.target.value)} placeholder="/orders" sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {isLoading ? (
        <LinearProgress aria-label="Loading requests" />
      ) : !requests ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load recent requests. {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : (
        <>
          {isFetching && <LinearProgress aria-label="Refreshing requests" sx={{ mb: 1 }} />}
          {requests.length === 0 ? (
            <Alert severity="info">{filtered ? 'No calls match these filters.' : 'No /v1 calls yet. Run the quickstart curl line, then refresh.'}</Alert>
          ) : (
            <Box component="ol" aria-label="Recent requests" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {requests.map((r) => (
                <RequestItem key={r.requestId} entry={r} />
              ))}
            </Box>
          )}
        </>
      )}
    </Panel>
  );
}

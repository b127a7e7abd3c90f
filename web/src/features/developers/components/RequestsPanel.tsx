import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListRequestsQuery } from '../developersApi';
import { formatWhen } from '../format';
import { Panel } from './Panel';

const statusColor = (status: number) => (status >= 500 ? 'error.main' : status >= 400 ? 'warning.dark' : 'success.dark');

/** The developer's last 100 /v1 calls, newest first; refreshed on demand, not polled. */
export function RequestsPanel() {
  const { data: requests, isLoading, isFetching, error, refetch } = useListRequestsQuery();
  return (
    <Panel
      title="Recent requests"
      intro="Your last 100 calls to /v1, newest first. Quote the request id when you ask us about one."
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-label="Refresh requests">
          Refresh
        </Button>
      }
      loading={isLoading}
      error={requests ? undefined : error}
      onRetry={() => void refetch()}
    >
      {isFetching && <LinearProgress aria-label="Refreshing requests" sx={{ mb: 1 }} />}
      {!requests?.length ? (
        <Alert severity="info">No /v1 calls yet. Run the quickstart curl line, then refresh.</Alert>
      ) : (
        // Wide on a phone: it scrolls sideways inside its own box (focusable, so keys can scroll it too).
        <TableContainer tabIndex={0} role="region" aria-label="Request log, scrolls sideways" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Recent requests" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Path</TableCell>
                <TableCell align="right">Status</TableCell>
                <TableCell align="right">Duration</TableCell>
                <TableCell>Key</TableCell>
                <TableCell>Request id</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requests.map((r) => (
                <TableRow key={r.requestId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(r.createdAt)}</TableCell>
                  <TableCell>{r.method}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.path}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ color: statusColor(r.status), fontWeight: 700 }}>
                      {r.status}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{r.durationMs} ms</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{r.keyPrefix}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{r.requestId}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Panel>
  );
}

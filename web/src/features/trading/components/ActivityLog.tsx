import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isNormalStatus, withoutTradingPrefix } from '../format';
import type { ActivityEntry } from '../tradingTypes';
import { SectionCard } from './SectionCard';

const LOG_ENTRIES_SHOWN = 8;

function StatusChip({ status }: { status: number }) {
  const normal = isNormalStatus(status);
  return <Chip size="small" label={status} color={normal ? 'default' : 'error'} variant={normal ? 'outlined' : 'filled'} />;
}

/**
 * The spec's five fields per call. Where the card is narrow (a phone, or half of a laptop's
 * width) they go in three columns, method with endpoint and status with duration, so that the
 * whole log fits its card instead of hiding its last columns behind a sideways scroll.
 */
export function ActivityLog({ entries, loading, error }: { entries?: ActivityEntry[]; loading: boolean; error: boolean }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const halfOfLaptop = useMediaQuery((theme: Theme) => theme.breakpoints.between('md', 'lg'), { noSsr: true });
  const compact = phone || halfOfLaptop;
  const shown = entries?.slice(0, LOG_ENTRIES_SHOWN) ?? [];
  const time = (e: ActivityEntry) => new Date(e.timestamp).toLocaleTimeString('en-US');
  return (
    <SectionCard title="API Activity Log" loading={loading} error={error}>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No API calls yet</Typography>
      ) : (
        // Scrolls sideways (also by keyboard) only on screens narrower than any phone's; no cell
        // wraps, so a time never breaks over two lines.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="API activity (scrolls sideways)"
          sx={{ overflowX: 'auto', '& td, & th': { whiteSpace: 'nowrap', ...(compact ? { px: 0.75, fontSize: '0.8125rem' } : {}) } }}
        >
          <Table size="small" aria-label="API activity">
            <TableHead>
              {compact ? (
                <TableRow>
                  <TableCell>Call</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell align="right">Status</TableCell>
                </TableRow>
              ) : (
                <TableRow>
                  <TableCell>Method</TableCell>
                  <TableCell>Endpoint</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Duration</TableCell>
                </TableRow>
              )}
            </TableHead>
            <TableBody>
              {shown.map((e) =>
                compact ? (
                  <TableRow key={e.id}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {e.method}
                      </Box>{' '}
                      {withoutTradingPrefix(e.endpoint)}
                    </TableCell>
                    <TableCell>{time(e)}</TableCell>
                    <TableCell align="right">
                      <StatusChip status={e.status} /> {e.duration}ms
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={e.id}>
                    <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{e.method}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{withoutTradingPrefix(e.endpoint)}</TableCell>
                    <TableCell>{time(e)}</TableCell>
                    <TableCell>
                      <StatusChip status={e.status} />
                    </TableCell>
                    <TableCell align="right">{e.duration}ms</TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

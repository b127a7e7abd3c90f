import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isNormalStatus, withoutTradingPrefix } from '../format';
import type { ActivityEntry } from '../tradingTypes';
import { SectionCard } from './SectionCard';

const LOG_ENTRIES_SHOWN = 8;

export function ActivityLog({ entries, loading, error }: { entries?: ActivityEntry[]; loading: boolean; error: boolean }) {
  const shown = entries?.slice(0, LOG_ENTRIES_SHOWN) ?? [];
  return (
    <SectionCard title="API Activity Log" loading={loading} error={error}>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No API calls yet</Typography>
      ) : (
        // Five columns do not fit a phone: the table scrolls sideways inside its card (and can be
        // scrolled by keyboard), and no cell wraps, so a time never breaks over two lines.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="API activity (scrolls sideways)"
          sx={{ overflowX: 'auto', '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <Table size="small" aria-label="API activity">
            <TableHead>
              <TableRow>
                <TableCell>Method</TableCell>
                <TableCell>Endpoint</TableCell>
                <TableCell>Time</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Duration</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{e.method}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{withoutTradingPrefix(e.endpoint)}</TableCell>
                  <TableCell>{new Date(e.timestamp).toLocaleTimeString('en-US')}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={e.status}
                      color={isNormalStatus(e.status) ? 'default' : 'error'}
                      variant={isNormalStatus(e.status) ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                  <TableCell align="right">{e.duration}ms</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

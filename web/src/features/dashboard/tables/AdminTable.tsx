import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { serverMessage, statusOf } from '../../../api/errors';
import type { Page } from '../dashboardApi';
import type { PagedSearch } from './usePagedSearch';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  /** Plural noun for messages: "leads", "subscribers". */
  noun: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  result: { data?: Page<T>; isFetching: boolean; error?: unknown; refetch: () => unknown };
  paging: PagedSearch;
  exportHref: string;
}

/** A searchable, paged table of admin records with a CSV export of what the search matches. */
export function AdminTable<T>({ noun, columns, rowKey, result, paging, exportHref }: AdminTableProps<T>) {
  const { search, setSearch: onSearch, page, pageSize, onPage } = paging;
  const { data, isFetching, error, refetch } = result;
  const unavailable = statusOf(error) === 404;
  const rows = data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <TextField type="search" size="small" label={`Search ${noun}`} value={search} onChange={(e) => onSearch(e.target.value)} sx={{ minWidth: 280 }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} href={exportHref} download disabled={!data || data.total === 0}>
          Export CSV
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label={`Loading ${noun}`} />}
      {unavailable ? (
        <Alert severity="info">
          No {noun} yet: this server does not collect {noun} yet.
        </Alert>
      ) : error && !data ? (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the {noun}. {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : data && rows.length === 0 ? (
        <Alert severity="info">{search ? `No ${noun} match "${search}".` : `No ${noun} yet.`}</Alert>
      ) : (
        data && (
          <TableContainer>
            <Table size="small" aria-label={noun}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.header}>{c.header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((c) => (
                      <TableCell key={c.header}>{c.cell(row)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50]}
              onPageChange={(_, next) => onPage(next, pageSize)}
              onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
            />
          </TableContainer>
        )
      )}
    </Stack>
  );
}

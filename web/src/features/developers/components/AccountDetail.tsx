import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { paths } from '../../../config/paths';
import { useGetAccountQuery, useGetAccountQuotesQuery, useListAccountPositionsQuery } from '../developersApi';
import type { SandboxPosition } from '../developerTypes';
import { formatMoney } from '../format';
import { AccountActivity } from './AccountActivity';
import { AccountFigures } from './AccountFigures';
import { BrokerName } from './BrokerName';
import { AccountClock } from './AccountClock';
import { Panel } from './Panel';

function Positions({ accountId }: { accountId: string }) {
  const { data: positions, isLoading, error, refetch, isFetching } = useListAccountPositionsQuery(accountId);
  const symbols = positions?.map((p) => p.symbol) ?? [];
  const { data: quotes, refetch: refetchQuotes } = useGetAccountQuotesQuery({ id: accountId, symbols }, { skip: symbols.length === 0 });
  const refresh = () => {
    void refetch();
    if (symbols.length > 0) void refetchQuotes();
  };
  return (
    <Box component="section" aria-label="Positions" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Positions
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={isFetching} aria-label="Refresh positions">
          Refresh
        </Button>
      </Stack>
      {isLoading ? (
        <Typography color="text.secondary">Loading positions...</Typography>
      ) : !positions ? (
        <Alert severity="error">Could not load the positions. {serverMessage(error, 'Please try again.')}</Alert>
      ) : positions.length === 0 ? (
        <Typography color="text.secondary">No open positions.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Positions list">
          {positions.map((p: SandboxPosition) => {
            const quote = quotes?.items.find((q) => q.symbol === p.symbol);
            return (
              <Box component="li" key={p.symbol} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {p.symbol} · {p.quantity} shares
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Average cost {formatMoney(p.averageCost)} · price {formatMoney(p.marketPrice)} · value {formatMoney(p.marketValue)} · unrealized{' '}
                  {formatMoney(p.unrealizedPnl)}
                </Typography>
                {quote && (
                  <Typography variant="body2" color="text.secondary">
                    Quote now: bid {formatMoney(quote.bid)} · ask {formatMoney(quote.ask)} · last {formatMoney(quote.last)}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** One sandbox account's own page: its figures, clock, positions, orders and events with their payloads. */
export function AccountDetail() {
  const { accountId = '' } = useParams();
  const { data: account, isLoading, error, refetch } = useGetAccountQuery(accountId);
  const back = (
    <Button component={RouterLink} to={paths.developerAccounts} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      All accounts
    </Button>
  );
  const missing = (error as { status?: number } | undefined)?.status === 404 || (error as { status?: number } | undefined)?.status === 400;
  if (missing && !account)
    return (
      <>
        {back}
        <Alert severity="warning">No sandbox account of yours has this id: it may have been deleted.</Alert>
      </>
    );
  const name = account?.label ?? 'Unlabelled account';
  return (
    <>
      {back}
      <Panel
        title={account ? name : 'Sandbox account'}
        intro={
          <>
            <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
              {accountId}
            </Typography>
            {account && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                Broker: <BrokerName id={account.broker} />
              </Typography>
            )}
          </>
        }
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} aria-label="Refresh the account">
            Refresh
          </Button>
        }
        loading={isLoading}
        error={account ? undefined : error}
        onRetry={() => void refetch()}
      >
        {account && (
          <>
            <AccountFigures account={account} withMargin />
            <AccountClock accountId={accountId} name={name} />
            <Positions accountId={accountId} />
            <AccountActivity accountId={accountId} />
          </>
        )}
      </Panel>
    </>
  );
}

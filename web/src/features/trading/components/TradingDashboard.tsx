import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { statusOf } from '../../../api/errors';
import { LOG_POLLING_MS, useGetAccountQuery, useGetActivityLogQuery, useGetOrdersQuery, useGetPositionsQuery, useGetTradesQuery } from '../tradingApi';
import { AccountOverview } from './AccountOverview';
import { ActivityLog } from './ActivityLog';
import { OrderForm } from './OrderForm';
import { OrdersList } from './OrdersList';
import { PositionsList } from './PositionsList';
import { RawDataTabs } from './RawDataTabs';

interface Props {
  username: string;
  /** The session has no demo account (a remembered demo that expired): start again. */
  onNoAccount: () => void;
}

/**
 * View 2. Opened from the OAuth flow, its data is already cached or on its way. Shown after a
 * reload, it asks for the account first, and for the lists once the account is known to exist.
 */
export function TradingDashboard({ username, onNoAccount }: Props) {
  const account = useGetAccountQuery();
  const skip = !account.isSuccess;
  const noAccount = account.isError && statusOf(account.error) === 404;
  useEffect(() => {
    if (noAccount) onNoAccount();
  }, [noAccount, onNoAccount]);
  const positions = useGetPositionsQuery(undefined, { skip });
  const orders = useGetOrdersQuery(undefined, { skip });
  const trades = useGetTradesQuery(undefined, { skip });
  const logs = useGetActivityLogQuery(undefined, { skip, pollingInterval: LOG_POLLING_MS });
  const pending = (q: { isLoading: boolean; isUninitialized: boolean }) => q.isLoading || (q.isUninitialized && !account.isError);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          Trading Platform Demo
        </Typography>
        <Chip color="success" label={`Connected (${username})`} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={12}>
          <AccountOverview account={account.data} loading={account.isLoading} error={account.isError} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderForm />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PositionsList positions={positions.data} loading={pending(positions)} error={positions.isError || account.isError} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrdersList orders={orders.data} loading={pending(orders)} error={orders.isError || account.isError} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ActivityLog entries={logs.data} loading={pending(logs)} error={logs.isError && !logs.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RawDataTabs data={{ Account: account.data, Positions: positions.data, Orders: orders.data, Trades: trades.data }} />
        </Grid>
      </Grid>
    </>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import {
  useCreateAccountMutation,
  useDeleteAccountMutation,
  useListAccountsInfiniteQuery,
  useListBrokersQuery,
  useResetAccountMutation,
} from '../developersApi';
import type { SandboxAccount } from '../developerTypes';
import { AccountList } from './AccountList';
import { BrokerSelect, DEFAULT_BROKER } from './BrokerSelect';
import { ConfirmDialog } from './ConfirmDialog';
import { Panel } from './Panel';
import { useDialogTarget } from '../useDialogTarget';

const LABEL_MAX = 64;

type Pending = { action: 'reset' | 'delete'; account: SandboxAccount };

export function AccountsPanel() {
  const { data, isLoading, isFetching, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useListAccountsInfiniteQuery();
  const accounts = data?.pages.flatMap((page) => page.items);
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string>();
  const [broker, setBroker] = useState(DEFAULT_BROKER);
  const pending = useDialogTarget<Pending>();
  const [createAccount, { isLoading: creating }] = useCreateAccountMutation();
  const [resetAccount, { isLoading: resetting }] = useResetAccountMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const toast = useToast();
  const { data: brokers } = useListBrokersQuery();
  const brokerName = (id: string) => brokers?.find((b) => b.id === id)?.name ?? id;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = label.trim();
    if (trimmed.length > LABEL_MAX) return setLabelError(`The label can be at most ${LABEL_MAX} characters`);
    setLabelError(undefined);
    try {
      const created = await createAccount(trimmed ? { label: trimmed, broker } : { broker }).unwrap();
      setLabel('');
      toast({ title: 'Sandbox account created', description: `At ${brokerName(created.broker)}, with $100,000.00 in cash.`, variant: 'success' });
    } catch (e) {
      setLabelError(fieldErrors(e).label);
      toast({ title: 'Account not created', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  const confirm = async () => {
    if (!pending.target) return;
    const { action, account } = pending.target;
    try {
      if (action === 'reset') await resetAccount(account.id).unwrap();
      else await deleteAccount(account.id).unwrap();
      toast({ title: action === 'reset' ? 'Account reset' : 'Account deleted', description: account.label ?? account.id, variant: 'success' });
      pending.close();
    } catch (e) {
      toast({ title: action === 'reset' ? 'Account not reset' : 'Account not deleted', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Panel
      title="Sandbox accounts"
      intro="Paper accounts for your keys to trade in. Up to 100; accounts idle for 90 days are removed."
      // Accounts made with a key (the quickstart's curl line) appear here on a refresh.
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} aria-label="Refresh accounts">
          Refresh
        </Button>
      }
      loading={isLoading}
      error={accounts ? undefined : error}
      onRetry={() => void refetch()}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void create(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        aria-label="Create a sandbox account"
      >
        <TextField
          size="small"
          label="Label (optional)"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={Boolean(labelError)}
          helperText={labelError}
          disabled={creating}
          sx={{ minWidth: { sm: 280 } }}
        />
        <BrokerSelect value={broker} onChange={setBroker} disabled={creating} />
        <Button type="submit" variant="contained" disabled={creating}>
          {creating ? 'Creating...' : 'Create account'}
        </Button>
      </Stack>
      {accounts?.length ? (
        <AccountList
          accounts={accounts}
          onReset={(account) => pending.show({ action: 'reset', account })}
          onDelete={(account) => pending.show({ action: 'delete', account })}
        />
      ) : (
        <Alert severity="info">No sandbox accounts yet. Create one here or with the quickstart.</Alert>
      )}
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} sx={{ mt: 1.5 }}>
          {isFetchingNextPage ? 'Loading...' : 'Show more accounts'}
        </Button>
      )}
      <ConfirmDialog
        open={pending.open}
        title={`${pending.target?.action === 'reset' ? 'Reset' : 'Delete'} “${pending.target?.account.label ?? pending.target?.account.id ?? ''}”?`}
        confirmLabel={pending.target?.action === 'reset' ? 'Reset account' : 'Delete account'}
        busy={resetting || deleting}
        onConfirm={() => void confirm()}
        onClose={pending.close}
      >
        {pending.target?.action === 'reset'
          ? 'Its orders, fills and positions are cleared and it goes back to its opening cash. Your keys are not affected.'
          : 'The account, its orders and its events are removed for good. Your keys are not affected.'}
      </ConfirmDialog>
    </Panel>
  );
}

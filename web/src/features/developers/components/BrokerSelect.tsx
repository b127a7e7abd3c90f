import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useListBrokersQuery } from '../developersApi';

/** The broker POST /api/developer/accounts opens an account at when none is named (as POST /v1/accounts). */
export const DEFAULT_BROKER = 'northwind';

interface Props {
  value: string;
  onChange: (broker: string) => void;
  disabled?: boolean;
}

/**
 * Which broker a new sandbox account is at. A MUI select: Tab to it, Enter, Space or the arrows
 * open the list, the arrows move, Enter picks. While the brokers load, or if they cannot, only
 * the default is offered, and the reason shows under the field (with a retry).
 */
export function BrokerSelect({ value, onChange, disabled }: Props) {
  const { data: brokers, isLoading, isError, isFetching, refetch } = useListBrokersQuery();
  const picked = brokers?.find((b) => b.id === value);
  const helperText = isLoading
    ? 'Loading brokers...'
    : isError
      ? 'The brokers could not be loaded: the account opens at the default broker.'
      : picked && !picked.trading
        ? 'Read-only: it refuses every order; balances as of the last close.'
        : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Broker"
        value={brokers ? value : DEFAULT_BROKER}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled || !brokers}
        error={isError}
        helperText={helperText}
        sx={{ minWidth: { sm: 240 }, maxWidth: { sm: 280 } }}
      >
        {brokers ? (
          brokers.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.trading ? b.name : `${b.name} (read-only)`}
            </MenuItem>
          ))
        ) : (
          <MenuItem value={DEFAULT_BROKER}>Default broker</MenuItem>
        )}
      </TextField>
      {isError && (
        <Button size="small" onClick={() => void refetch()} disabled={isFetching} sx={{ mt: 0.5 }}>
          Retry
        </Button>
      )}
    </Stack>
  );
}

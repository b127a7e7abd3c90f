import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { developerAccountPath } from '../../../config/paths';
import type { SandboxAccount } from '../developerTypes';
import { AccountClock } from './AccountClock';
import { AccountFigures } from './AccountFigures';
import { BrokerName } from './BrokerName';

interface Props {
  accounts: SandboxAccount[];
  onReset: (account: SandboxAccount) => void;
  onDelete: (account: SandboxAccount) => void;
}

/** Each account with its figures, its clock and actions; "Open" leads to its own page (orders, events, positions). */
export function AccountList({ accounts, onReset, onDelete }: Props) {
  return (
    <Stack component="ul" aria-label="Sandbox accounts" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {accounts.map((account) => {
        const name = account.label ?? 'Unlabelled account';
        return (
          <Box component="li" key={account.id} aria-label={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {account.id}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Broker: <BrokerName id={account.broker} />
                </Typography>
              </Box>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignSelf: { sm: 'flex-start' } }}>
                <Button size="small" variant="contained" component={RouterLink} to={developerAccountPath(account.id)} aria-label={`Open ${name}`}>
                  Open
                </Button>
                <Button size="small" variant="outlined" onClick={() => onReset(account)} aria-label={`Reset ${name}`}>
                  Reset
                </Button>
                <Button size="small" variant="outlined" color="error" onClick={() => onDelete(account)} aria-label={`Delete ${name}`}>
                  Delete
                </Button>
              </Stack>
            </Stack>
            <AccountFigures account={account} />
            <AccountClock accountId={account.id} name={name} />
          </Box>
        );
      })}
    </Stack>
  );
}

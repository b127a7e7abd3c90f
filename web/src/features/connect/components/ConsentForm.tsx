import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useConsentMutation, useDenyMutation } from '../connectApi';
import { type Interaction, SCOPE_WORDS } from '../connectTypes';
import { leaveFor } from '../leaveFor';

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** Consent: which accounts, which scopes (fewer than asked is fine), allow or deny. */
export function ConsentForm({ interaction }: { interaction: Interaction }) {
  const consent = interaction.consent!;
  const grantable = interaction.requestedScopes.filter((s) => !consent.refusedScopes.includes(s));
  const [accounts, setAccounts] = useState<string[]>(consent.accounts.slice(0, 1).map((a) => a.key));
  const [scopes, setScopes] = useState<string[]>(grantable);
  const [allow, allowState] = useConsentMutation();
  const [deny, denyState] = useDenyMutation();
  const busy = allowState.isLoading || denyState.isLoading;
  const error = allowState.error ?? denyState.error;

  const onAllow = async (event: FormEvent) => {
    event.preventDefault();
    const result = await allow({ uid: interaction.uid, accounts, scopes })
      .unwrap()
      .catch(() => null);
    if (result?.redirectTo) leaveFor(result.redirectTo);
  };
  const onDeny = async (reason: 'deny' | 'no-accounts') => {
    const result = await deny({ uid: interaction.uid, reason })
      .unwrap()
      .catch(() => null);
    if (result?.redirectTo) leaveFor(result.redirectTo);
  };

  if (consent.accounts.length === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">
          No eligible accounts: {interaction.broker?.name ?? 'your broker'} has no account you can connect to {interaction.app.name}.
        </Alert>
        <Button variant="contained" onClick={() => void onDeny('no-accounts')} disabled={busy}>
          Back to {interaction.app.name}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={(event) => void onAllow(event)} sx={{ display: 'grid', gap: 2 }}>
      {error !== undefined && <Alert severity="error">{serverMessage(error, 'Your choice could not be saved. Try again.')}</Alert>}
      <FormControl component="fieldset" error={accounts.length === 0}>
        <FormLabel component="legend">Accounts to connect</FormLabel>
        <FormGroup>
          {consent.accounts.map((a) => (
            <FormControlLabel
              key={a.key}
              control={<Checkbox checked={accounts.includes(a.key)} onChange={() => setAccounts(toggle(accounts, a.key))} />}
              label={a.name}
            />
          ))}
        </FormGroup>
        {accounts.length === 0 && <FormHelperText>Pick at least one account.</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" error={scopes.length === 0}>
        <FormLabel component="legend">{interaction.app.name} will be able to</FormLabel>
        <FormGroup>
          {interaction.requestedScopes.map((s) => {
            const refused = consent.refusedScopes.includes(s);
            return (
              <FormControlLabel
                key={s}
                control={<Checkbox checked={scopes.includes(s)} disabled={refused} onChange={() => setScopes(toggle(scopes, s))} />}
                label={`${SCOPE_WORDS[s] ?? s}${refused ? ' (not allowed by your broker for this account)' : ''}`}
              />
            );
          })}
        </FormGroup>
        {scopes.length === 0 && <FormHelperText>Allow at least one thing, or deny.</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => void onDeny('deny')} disabled={busy}>
          Deny
        </Button>
        <Button type="submit" variant="contained" disabled={busy || accounts.length === 0 || scopes.length === 0}>
          Allow
        </Button>
      </Box>
    </Box>
  );
}

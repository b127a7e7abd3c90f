import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { serverMessage, statusOf } from '../../../api/errors';
import { useBrokerLoginMutation, useBrokerMfaMutation } from '../connectApi';
import type { Interaction } from '../connectTypes';
import { leaveFor } from '../leaveFor';

/** The simulated broker's sign-in, with its MFA step and the sandbox's test users. */
export function BrokerSignIn({ interaction }: { interaction: Interaction }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [login, loginState] = useBrokerLoginMutation();
  const [mfa, mfaState] = useBrokerMfaMutation();
  const error = ticket ? mfaState.error : loginState.error;
  const busy = loginState.isLoading || mfaState.isLoading;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = ticket
      ? await mfa({ uid: interaction.uid, ticket, code })
          .unwrap()
          .catch(() => null)
      : await login({ uid: interaction.uid, username, password })
          .unwrap()
          .catch(() => null);
    if (result?.mfaTicket) setTicket(result.mfaTicket);
    else if (result?.redirectTo) leaveFor(result.redirectTo);
  };

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        Sign in to {interaction.broker?.name ?? 'your broker'}
      </Typography>
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {serverMessage(error, 'The broker could not be reached. Try again.')}
          {statusOf(error) === 503 && ' Use “Sign in” to retry.'}
        </Alert>
      )}
      {ticket ? (
        <TextField
          label="Verification code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
          helperText="The broker sent a 6-digit code to your phone."
          autoFocus
          required
        />
      ) : (
        <>
          <TextField label="Username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoFocus required />
          <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {ticket ? 'Verify' : 'Sign in'}
      </Button>
      {!ticket && <TestCredentials interaction={interaction} />}
    </Box>
  );
}

function TestCredentials({ interaction }: { interaction: Interaction }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2">
        Sandbox test users (any broker)
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Sandbox test users">
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell>Password</TableCell>
              <TableCell>Outcome</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {interaction.testCredentials.map((c) => (
              <TableRow key={c.username}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{c.username}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{c.password}</TableCell>
                <TableCell>{c.outcome}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

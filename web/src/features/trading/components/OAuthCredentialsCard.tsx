import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { SecretField } from './SecretField';

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

interface Props {
  busy: boolean;
  onSubmit: (credentials: OAuthCredentials) => void;
}

/** Step 1: the four demo inputs; checking them is the parent's job. */
export function OAuthCredentialsCard({ busy, onSubmit }: Props) {
  const [values, setValues] = useState<OAuthCredentials>({ clientId: '', clientSecret: '', username: '', password: '' });
  const set = (key: keyof OAuthCredentials) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Step 1: Enter OAuth Credentials
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="OAuth credentials">
          <TextField label="Client ID" value={values.clientId} onChange={(e) => set('clientId')(e.target.value)} disabled={busy} autoComplete="off" fullWidth />
          <SecretField label="Client Secret" value={values.clientSecret} onChange={set('clientSecret')} disabled={busy} />
          <TextField
            label="End User Username"
            value={values.username}
            onChange={(e) => set('username')(e.target.value)}
            disabled={busy}
            autoComplete="off"
            fullWidth
          />
          <SecretField label="End User Password" value={values.password} onChange={set('password')} disabled={busy} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Authenticating...' : 'Start OAuth Flow'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

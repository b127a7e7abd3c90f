import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  disabled: boolean;
  /** `current-password` to sign in, `new-password` to sign up (password managers offer to generate one). */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide toggle under it: sign-in and sign-up share it. */
export function PasswordField({ value, onChange, error, hint, disabled, autoComplete }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={0.5}>
      <TextField
        label="Password"
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
        disabled={disabled}
        fullWidth
      />
      <Link component="button" type="button" variant="body2" onClick={() => setShown((s) => !s)} sx={{ alignSelf: 'flex-end' }}>
        {shown ? 'Hide password' : 'Show password'}
      </Link>
    </Stack>
  );
}

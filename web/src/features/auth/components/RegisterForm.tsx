import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrors, serverMessage } from '../../../api/errors';
import type { Credentials, User } from '../../../api/sessionApi';
import { publishSessionUser } from '../../../api/sessionUser';
import { usePost } from '../../../api/usePost';
import { useToast } from '../../../components/feedback/useToast';
import { paths } from '../../../config/paths';
import { validateRegistration, type RegisterErrors } from '../registerValidation';
import { PasswordField } from './PasswordField';

/** Sign-up: the API's rules checked on submit, then the new (signed-in) user goes to the developer console. */
export function RegisterForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<RegisterErrors>({});
  // A plain POST, not RTK Query: the page goes without the store. A store made earlier (the login
  // page's) forgets its "nobody signed in", so the console's guard asks again.
  const [register, { isLoading }] = usePost<Credentials, User>('/register', { invalidates: ['User'] });
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const details = { username: username.trim(), password };
    const found = validateRegistration(details);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await register(details);
    if ('error' in result) {
      const message = serverMessage(result.error, 'Unable to create account');
      // A taken name (409) comes without field errors; it still belongs under the username.
      setErrors(result.error.status === 409 ? { username: message } : fieldErrors(result.error));
      toast({ title: 'Registration failed', description: message, variant: 'error' });
      return;
    }
    publishSessionUser(result.data);
    toast({ title: 'Registration successful', description: `Welcome, ${result.data.username}!`, variant: 'success' });
    navigate(paths.developers);
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5} aria-label="Create an account">
      <TextField
        label="Username"
        placeholder="jsmith"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username ?? '3 to 50 letters, digits, dots, dashes or underscores'}
        disabled={isLoading}
        fullWidth
      />
      <PasswordField
        autoComplete="new-password"
        hint="At least 8 characters"
        value={password}
        onChange={setPassword}
        error={errors.password}
        disabled={isLoading}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {isLoading ? 'Creating account...' : 'Create account'}
      </Button>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fieldErrors, serverMessage } from '../../../api/errors';
import { useLoginMutation } from '../../../api/sessionApi';
import { useToast } from '../../../components/feedback/useToast';
import { paths } from '../../../config/paths';
import { validateLogin, type LoginErrors } from '../loginValidation';
import { returnPath } from '../returnPath';
import { PasswordField } from './PasswordField';

/**
 * Username and password, validated on submit, then back to the page a guard sent us from,
 * else to the dashboard (admins) or the developer console.
 */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = { username: username.trim(), password };
    const found = validateLogin(credentials);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const user = await login(credentials).unwrap();
      toast({ title: 'Login successful', description: `Welcome, ${user.username}!`, variant: 'success' });
      // Admins run the site from the dashboard; everyone else signed up to build against the API.
      navigate(returnPath(location.state) ?? (user.isAdmin ? paths.dashboard : paths.developers), { replace: true });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: 'Login failed', description: serverMessage(error, 'Invalid username or password'), variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5} aria-label="Sign in">
      <TextField
        label="Username"
        placeholder="jsmith"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        disabled={isLoading}
        fullWidth
      />
      <PasswordField autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} disabled={isLoading} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}

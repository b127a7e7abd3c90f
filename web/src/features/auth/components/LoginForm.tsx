import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
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

/** Username and password, validated on submit, then back where a guard sent us from, else the user's home page. */
export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
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
      // Admins run the dashboard; everyone else is a developer, whose home is the console.
      navigate(returnPath(location.state) ?? (user.isAdmin ? paths.dashboard : paths.developers), { replace: true });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: 'Login failed', description: serverMessage(error, 'Invalid username or password'), variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
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
      <Stack spacing={0.5}>
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          disabled={isLoading}
          fullWidth
        />
        <Link component="button" type="button" variant="body2" onClick={() => setShowPassword((shown) => !shown)} sx={{ alignSelf: 'flex-end' }}>
          {showPassword ? 'Hide password' : 'Show password'}
        </Link>
      </Stack>
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

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { statusOf, serverMessage } from '../../api/errors';
import { useSubscribeMutation } from '../../api/mailingListApi';
import { useToast } from '../feedback/useToast';

interface SubscribeFormProps {
  buttonLabel: string;
  /** Visible label of the email field. */
  label?: string;
  direction?: 'row' | 'column';
}

/** The mailing-list subscription, wherever the site offers it. */
export function SubscribeForm({ buttonLabel, label = 'Email address', direction = 'row' }: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const toast = useToast();
  const { pathname } = useLocation();
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !value.includes('@')) {
      toast({ title: 'Invalid email', description: 'Please enter a valid email address.', variant: 'error' });
      return;
    }
    try {
      await subscribe({ email: value, source: pathname }).unwrap();
      toast({ title: 'Thank you for subscribing!', description: "You'll receive updates about the product news and features.", variant: 'success' });
      setEmail('');
    } catch (error) {
      const fallback = statusOf(error) ? 'Failed to subscribe' : 'Something went wrong. Please try again.';
      toast({ title: 'Subscription failed', description: serverMessage(error, fallback), variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} direction={{ xs: 'column', sm: direction }} spacing={1.5} aria-label="Subscribe to updates">
      <TextField
        id={inputId}
        type="email"
        label={label}
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={isLoading}
        size="small"
        sx={{ flex: 1, bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {isLoading ? 'Subscribing...' : buttonLabel}
      </Button>
    </Stack>
  );
}

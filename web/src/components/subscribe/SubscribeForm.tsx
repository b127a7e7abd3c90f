import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { serverMessage } from '../../api/errors';
import { subscribeOptions, type SubscribeRequest } from '../../api/mailingList';
import { usePost } from '../../api/usePost';
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
  const [subscribe, { isLoading }] = usePost<SubscribeRequest, { message: string }>('/mailing-list/subscribe', subscribeOptions);
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
    const result = await subscribe({ email: value, source: pathname });
    if ('error' in result) {
      const fallback = result.error.status ? 'Failed to subscribe' : 'Something went wrong. Please try again.';
      toast({ title: 'Subscription failed', description: serverMessage(result.error, fallback), variant: 'error' });
      return;
    }
    toast({ title: 'Thank you for subscribing!', description: "You'll receive updates about the product news and features.", variant: 'success' });
    setEmail('');
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      direction={{ xs: 'column', sm: direction }}
      spacing={1.5}
      aria-label="Subscribe to updates"
    >
      {/* FormControl + OutlinedInput look like TextField without pulling in Select, Menu and Modal:
          this form sits on the home page, whose bundle budget is tight. */}
      <FormControl size="small" required disabled={isLoading} sx={{ flex: 1 }}>
        <InputLabel htmlFor={inputId}>{label}</InputLabel>
        <OutlinedInput
          id={inputId}
          type="email"
          label={label}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      </FormControl>
      <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {isLoading ? 'Subscribing...' : buttonLabel}
      </Button>
    </Stack>
  );
}

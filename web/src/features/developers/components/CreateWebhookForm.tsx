import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useCreateWebhookEndpointMutation } from '../webhooksApi';
import { SUBSCRIBABLE_EVENT_TYPES, type CreatedWebhookEndpoint } from '../webhookTypes';

/** The checks the server makes first, so a typo is caught before the call. */
function validate(url: string, events: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^https?:\/\/\S+$/.test(url)) errors.url = 'Enter the full URL of your receiver, starting with https://';
  if (events.length === 0) errors.events = 'Choose at least one event';
  return errors;
}

/** Registers an endpoint; the answer (with its secret, shown once) goes to the parent. Typed values stay on failure. */
export function CreateWebhookForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.filled']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreateWebhookEndpointMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(url.trim(), events);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await create({ url: url.trim(), events }).unwrap();
      setUrl('');
      onCreated(created);
      toast({ title: 'Endpoint added', description: created.url, variant: 'success' });
    } catch (e) {
      setErrors(fieldErrors(e));
      toast({ title: 'Endpoint not added', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  const toggle = (type: string, on: boolean) => setEvents(on ? [...events, type] : events.filter((e) => e !== type));
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Add an endpoint" spacing={1.5} sx={{ mb: 3 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Add an endpoint
      </Typography>
      <TextField
        size="small"
        label="Endpoint URL"
        placeholder="https://example.com/webhooks"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={Boolean(errors.url)}
        helperText={errors.url ?? 'Events are POSTed here, signed with the endpoint’s secret (Standard Webhooks).'}
        disabled={isLoading}
        fullWidth
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
          Events to send
        </Typography>
        <FormGroup row>
          {SUBSCRIBABLE_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox size="small" checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} disabled={isLoading} />}
              label={<code>{type}</code>}
              sx={{ mr: 2 }}
            />
          ))}
        </FormGroup>
        {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
      </fieldset>
      <div>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </Stack>
  );
}

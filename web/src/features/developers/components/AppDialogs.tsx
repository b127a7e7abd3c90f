import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useCreateAppMutation, useUpdateAppMutation } from '../connectApi';
import { parseRedirectUris, type CreatedPartnerApp, type PartnerApp } from '../connectTypes';

const URIS_HELP = 'One a line, matched exactly. https, or http on 127.0.0.1 or localhost. Up to 10.';

/** Checks the form can be sent; the server checks the URIs themselves and says what is wrong. */
function urisError(uris: string[]): string | undefined {
  if (!uris.length) return 'Add at least one redirect URI.';
  if (uris.length > 10) return 'At most 10 redirect URIs.';
  return undefined;
}

/** A name, redirect URIs and a type in; the new app out (handed to `onCreated`, its secret shown once). */
export function CreateAppDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (app: CreatedPartnerApp) => void }) {
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [type, setType] = useState<PartnerApp['type']>('confidential');
  const [errors, setErrors] = useState<{ name?: string; uris?: string }>({});
  const [createApp, { isLoading }] = useCreateAppMutation();
  const toast = useToast();
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { name: name.trim(), redirectUris: parseRedirectUris(uris), type };
    const found = { name: request.name ? undefined : 'Give the app a name.', uris: urisError(request.redirectUris) };
    setErrors(found);
    if (found.name || found.uris) return;
    try {
      const created = await createApp(request).unwrap();
      setName('');
      setUris('');
      setType('confidential');
      onCreated(created);
    } catch (e) {
      toast({ title: 'App not created', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Create an app</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name ?? 'Shown to investors on the consent screen.'}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            fullWidth
            autoFocus
            margin="dense"
          />
          <TextField
            label="Redirect URIs"
            value={uris}
            onChange={(e) => setUris(e.target.value)}
            error={!!errors.uris}
            helperText={errors.uris ?? URIS_HELP}
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            placeholder="https://acme.example/brokerbridge/callback"
          />
          <FormControl sx={{ mt: 2 }}>
            <FormLabel id={`${titleId}-type`}>Type</FormLabel>
            <RadioGroup aria-labelledby={`${titleId}-type`} value={type} onChange={(e) => setType(e.target.value as PartnerApp['type'])}>
              <FormControlLabel value="confidential" control={<Radio />} label="Confidential: a server keeps a client secret" />
              <FormControlLabel value="public" control={<Radio />} label="Public: a browser or mobile app, PKCE only, no secret" />
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Create app
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Edits an app's redirect URIs (the whole list is replaced). */
export function EditRedirectUrisDialog({ app, open, onClose }: { app: PartnerApp | null; open: boolean; onClose: () => void }) {
  const [uris, setUris] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [updateApp, { isLoading }] = useUpdateAppMutation();
  const toast = useToast();
  const titleId = useId();
  const text = uris ?? app?.redirectUris.join('\n') ?? '';

  const close = () => {
    setUris(null);
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!app) return;
    const redirectUris = parseRedirectUris(text);
    const found = urisError(redirectUris);
    setError(found);
    if (found) return;
    try {
      await updateApp({ id: app.id, redirectUris }).unwrap();
      toast({ title: 'Redirect URIs saved', description: `${app.name} now accepts ${redirectUris.length} redirect URI(s).`, variant: 'success' });
      close();
    } catch (e) {
      setError(serverMessage(e, 'Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Redirect URIs of {app?.name}</DialogTitle>
        <DialogContent>
          <TextField
            label="Redirect URIs"
            value={text}
            onChange={(e) => setUris(e.target.value)}
            error={!!error}
            helperText={error ?? URIS_HELP}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

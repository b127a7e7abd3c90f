import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrors, serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useCreateKeyMutation } from '../developersApi';
import { SCOPES, type CreatedApiKey, type Scope } from '../developerTypes';
import { KEY_NAME_MAX, validateNewKey, type KeyErrors } from '../keyValidation';

/** What each scope lets a key do, shown beside its checkbox. */
const SCOPE_HELP: Record<Scope, string> = {
  'accounts:read': 'read accounts, positions, orders, fills and events',
  'accounts:write': 'create, reset and delete sandbox accounts',
  'trading:write': 'place and cancel orders',
  'sandbox:control': 'move the clock, set prices, script faults',
  'webhooks:manage': 'manage webhook endpoints',
};

// Every sandbox scope, as the API's own default, so a first key can do the whole quickstart; untick what a key should not do.
const DEFAULT_SCOPES: Scope[] = [...SCOPES];

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}

/** A name and scopes in, a new key out (handed to `onCreated` to be shown once). */
export function CreateKeyDialog({ open, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(DEFAULT_SCOPES);
  const [errors, setErrors] = useState<KeyErrors>({});
  const [createKey, { isLoading }] = useCreateKeyMutation();
  const toast = useToast();
  const titleId = useId();

  const toggle = (scope: Scope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : SCOPES.filter((s) => s === scope || current.includes(s))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { name: name.trim(), scopes };
    const found = validateNewKey(request);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await createKey(request).unwrap();
      setName('');
      setScopes(DEFAULT_SCOPES);
      onCreated(created);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast({ title: 'Key not created', description: serverMessage(error, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create an API key">
        <DialogTitle id={titleId}>Create an API key</DialogTitle>
        <DialogContent>
          <TextField
            label="Key name"
            placeholder="backtest script"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? `Up to ${KEY_NAME_MAX} characters, for you to tell keys apart`}
            disabled={isLoading}
            autoFocus
            fullWidth
            margin="dense"
          />
          <FormControl component="fieldset" error={Boolean(errors.scopes)} sx={{ mt: 2 }} disabled={isLoading}>
            <FormLabel component="legend">Scopes</FormLabel>
            <FormGroup>
              {SCOPES.map((scope) => (
                <FormControlLabel
                  key={scope}
                  control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                  label={`${scope}: ${SCOPE_HELP[scope]}`}
                />
              ))}
            </FormGroup>
            {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create key'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useRollKeyMutation } from '../developersApi';
import type { ApiKey, CreatedApiKey } from '../developerTypes';
import { GRACE_CHOICES } from '../format';

interface Props {
  open: boolean;
  apiKey: ApiKey | null;
  onClose: () => void;
  onRolled: (key: CreatedApiKey) => void;
}

/** A new key now; the old one keeps working for the grace period picked here, so deploys can catch up. */
export function RollKeyDialog({ open, apiKey, onClose, onRolled }: Props) {
  const [grace, setGrace] = useState<number>(3600);
  const [rollKey, { isLoading }] = useRollKeyMutation();
  const toast = useToast();
  const titleId = useId();

  const roll = async () => {
    if (!apiKey) return;
    try {
      onRolled(await rollKey({ id: apiKey.id, graceSeconds: grace }).unwrap());
    } catch (error) {
      toast({ title: 'Key not rolled', description: serverMessage(error, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Roll “{apiKey?.name}”</DialogTitle>
      <DialogContent>
        <DialogContentText>You get a new key with the same name and scopes. Choose when the old key ({apiKey?.prefix}) stops working.</DialogContentText>
        <FormControl sx={{ mt: 2 }} disabled={isLoading}>
          <FormLabel id={`${titleId}-grace`}>Old key stops working</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-grace`} value={String(grace)} onChange={(e) => setGrace(Number(e.target.value))}>
            {GRACE_CHOICES.map((choice) => (
              <FormControlLabel key={choice.seconds} value={String(choice.seconds)} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void roll()} disabled={isLoading}>
          {isLoading ? 'Rolling...' : 'Roll key'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

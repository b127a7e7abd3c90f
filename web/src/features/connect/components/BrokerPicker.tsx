import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { usePickBrokerMutation } from '../connectApi';
import { type Interaction, SCOPE_WORDS } from '../connectTypes';
import { BrokerLogo } from './BrokerLogo';

const matches = (query: string) => {
  const q = query.trim().toLowerCase();
  return (b: { id: string; name: string }) => q === '' || b.name.toLowerCase().includes(q) || b.id.includes(q);
};

/**
 * The broker pick (CONNECT.md "The connect portal"): what the app asks for, then the brokers as a
 * radio group (arrow keys move, the search box narrows it by name) and Continue.
 */
export function BrokerPicker({ interaction, onPicked }: { interaction: Interaction; onPicked?: () => void }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(interaction.broker?.id ?? '');
  const [pick, pickState] = usePickBrokerMutation();
  const legendId = useId();
  const listId = useId();
  const shown = interaction.brokers.filter(matches(query));
  const chosenShown = shown.some((b) => b.id === chosen);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosenShown) return;
    const done = await pick({ uid: interaction.uid, broker: chosen })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) onPicked?.();
  };

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate sx={{ display: 'grid', gap: 2 }}>
      {interaction.requestedScopes.length > 0 && (
        <Box>
          <Typography component="h2" variant="subtitle2">
            {interaction.app.name} asks to
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}>
            {interaction.requestedScopes.map((s) => (
              <li key={s}>{SCOPE_WORDS[s] ?? s}</li>
            ))}
          </Box>
        </Box>
      )}
      {pickState.error !== undefined && (
        <Alert severity="error" role="alert">
          {serverMessage(pickState.error, 'Your broker could not be saved. Try again.')}
        </Alert>
      )}
      <TextField
        label="Search brokers"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        autoFocus
        inputProps={{ 'aria-controls': listId }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" id={legendId}>
          Your broker
        </FormLabel>
        <RadioGroup id={listId} aria-labelledby={legendId} name="broker" value={chosenShown ? chosen : ''} onChange={(e) => setChosen(e.target.value)}>
          {shown.map((b) => (
            <FormControlLabel
              key={b.id}
              value={b.id}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, py: 0.75 }}>
                  <BrokerLogo broker={b} />
                  <span>{b.name}</span>
                </Box>
              }
            />
          ))}
        </RadioGroup>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: shown.length ? 0 : 1 }}>
          {shown.length === 0 ? `No broker matches “${query.trim()}”.` : query.trim() ? `${shown.length} of ${interaction.brokers.length} brokers shown.` : ''}
        </Typography>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={!chosenShown || pickState.isLoading}>
        Continue
      </Button>
    </Box>
  );
}

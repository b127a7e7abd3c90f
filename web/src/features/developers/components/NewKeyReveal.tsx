import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CreatedApiKey } from '../developerTypes';
import { CopyButton } from './CopyButton';

/**
 * The one time the full key is on screen: only its hash is stored, so once this is
 * dismissed (or the page is left) nobody can show it again.
 */
export function NewKeyReveal({ created, onDismiss }: { created: CreatedApiKey; onDismiss: () => void }) {
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="region" aria-label="Your new API key">
      <AlertTitle>Copy your new key “{created.name}” now: you won&apos;t see it again</AlertTitle>
      Store it somewhere safe, like a password manager or your CI secrets. If you lose it, roll or revoke it and create another.
      <Box
        component="code"
        data-testid="new-api-key"
        sx={{
          display: 'block',
          mt: 1.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: 'monospace',
          fontSize: '0.9rem',
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {created.key}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <CopyButton text={created.key} label="the API key" />
        <Button size="small" color="inherit" onClick={onDismiss}>
          I&apos;ve saved it
        </Button>
      </Stack>
    </Alert>
  );
}

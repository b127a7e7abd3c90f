import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CreatedPartnerApp } from '../connectTypes';
import { CopyButton } from './CopyButton';

/** The one time an app's client secret is on screen (after creating it or rotating it), as with a new key. */
export function AppSecretReveal({ created, onDismiss }: { created: CreatedPartnerApp & { clientSecret: string }; onDismiss: () => void }) {
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="region" aria-label="Your new client secret">
      <AlertTitle>Copy the client secret of {created.name} now: you won&apos;t see it again</AlertTitle>
      Your server sends it with the client id ({created.clientId}) to exchange codes for tokens. We keep only a hash of it.
      <Box
        component="code"
        data-testid="new-app-secret"
        sx={{
          display: 'block',
          mt: 1.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: 'monospace',
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {created.clientSecret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <CopyButton text={created.clientSecret} label="the client secret" />
        <Button size="small" color="inherit" onClick={onDismiss}>
          I&apos;ve saved it
        </Button>
      </Stack>
    </Alert>
  );
}

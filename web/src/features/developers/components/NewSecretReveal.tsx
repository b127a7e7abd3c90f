import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CreatedWebhookEndpoint } from '../webhookTypes';
import { CopyButton } from './CopyButton';

/** The one time an endpoint's signing secret is on screen, as with a new key. */
export function NewSecretReveal({ created, onDismiss }: { created: CreatedWebhookEndpoint; onDismiss: () => void }) {
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="region" aria-label="Your new signing secret">
      <AlertTitle>Copy the signing secret of {created.url} now: you won&apos;t see it again</AlertTitle>
      Your receiver verifies every delivery with it (verifyWebhook in the SDK).
      <Box
        component="code"
        data-testid="new-webhook-secret"
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
        {created.secret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <CopyButton text={created.secret} label="the signing secret" />
        <Button size="small" color="inherit" onClick={onDismiss}>
          I&apos;ve saved it
        </Button>
      </Stack>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

interface SecretRevealProps {
  /** What the secret is, for the region's name and the copy button ("API key", "signing secret"). */
  what: string;
  title: ReactNode;
  /** What it is for and how to keep it. */
  children: ReactNode;
  secret: string;
  testId: string;
  onDismiss: () => void;
}

/**
 * The one time a secret is on screen (a new key, an endpoint's signing secret, an app's client
 * secret): only its hash is stored, so once this is dismissed (or the page is left) nobody can
 * show it again.
 */
export function SecretReveal({ what, title, children, secret, testId, onDismiss }: SecretRevealProps) {
  return (
    <Alert severity="warning" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }} role="region" aria-label={`Your new ${what}`}>
      <AlertTitle>{title}</AlertTitle>
      {children}
      <Box
        component="code"
        data-testid={testId}
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
        {secret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <CopyButton text={secret} label={`the ${what}`} />
        <Button size="small" color="inherit" onClick={onDismiss}>
          I&apos;ve saved it
        </Button>
      </Stack>
    </Alert>
  );
}

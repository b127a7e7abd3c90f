import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import type { DemoPhase } from '../useDemoConnection';

const CLIENT_ID_PREVIEW_LENGTH = 8;
const STEPS = ['Collect OAuth credentials', 'Redirect to Brokerage OAuth', 'Exchange code for token'];
const ACTIVE_STEP: Record<DemoPhase, number> = { credentials: 0, redirecting: 1, exchanging: 2, failed: 2, connected: 3, authorized: 3 };

interface Props {
  phase: DemoPhase;
  username: string;
  clientId: string;
  /** The server's message when opening the demo account failed. */
  error?: string;
  onRetry: () => void;
}

/** Step 2: where the (simulated) authorization stands, in the spec's four messages, or why it stopped. */
export function OAuthSimulationCard({ phase, username, clientId, error, onRetry }: Props) {
  const card = useRef<HTMLDivElement>(null);
  // The form is beside this card from md up, above it on narrower screens.
  // Without noSsr: MUI reads the query at once in a browser render all the same (useSyncExternalStore),
  // and while adopting the prerendered page, which was drawn for no width, it answers as the build did.
  const formBeside = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // On a phone this card sits below the credentials form, far under the button just pressed:
  // bring the progress into view as it starts (no scroll when it is already on screen).
  const started = phase === 'redirecting';
  useEffect(() => {
    if (!started) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [started]);

  return (
    <Card ref={card} variant="outlined" sx={{ height: '100%', scrollMarginTop: 80 }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Step 2: OAuth Flow Simulation
        </Typography>
        <Stepper activeStep={ACTIVE_STEP[phase]} orientation="vertical" aria-label="OAuth steps">
          {STEPS.map((label, index) => (
            <Step key={label}>
              <StepLabel error={phase === 'failed' && index === ACTIVE_STEP.failed}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ mt: 3 }} role="status" aria-live="polite">
          {phase === 'credentials' && <Alert severity="info">Enter your credentials {formBeside ? 'on the left' : 'above'} to begin the OAuth flow...</Alert>}
          {phase === 'redirecting' && (
            <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
              <strong>Redirecting to Brokerage OAuth...</strong>
              <Box>User: {username}</Box>
              <Box>Client ID: {clientId.slice(0, CLIENT_ID_PREVIEW_LENGTH)}...</Box>
            </Alert>
          )}
          {phase === 'exchanging' && <Alert severity="info">Authorization granted! Exchanging authorization code for access token...</Alert>}
          {(phase === 'connected' || phase === 'authorized') && (
            <Alert severity="success">
              <strong>Successfully Connected!</strong> Access token received and stored securely
            </Alert>
          )}
          {phase === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetry}>
                  Retry
                </Button>
              }
            >
              <AlertTitle>Could not open the demo account</AlertTitle>
              {error}
            </Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

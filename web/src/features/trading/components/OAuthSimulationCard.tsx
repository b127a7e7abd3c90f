import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { OAuthPhase } from '../useSimulatedOAuth';

const CLIENT_ID_PREVIEW_LENGTH = 8;
const STEPS = ['Collect OAuth credentials', 'Redirect to Brokerage OAuth', 'Exchange code for token'];
const ACTIVE_STEP: Record<OAuthPhase, number> = { credentials: 0, redirecting: 1, exchanging: 2, connected: 3, authorized: 3 };

interface Props {
  phase: OAuthPhase;
  username: string;
  clientId: string;
}

/** Step 2: where the (simulated) authorization stands, in the spec's four messages. */
export function OAuthSimulationCard({ phase, username, clientId }: Props) {
  const card = useRef<HTMLDivElement>(null);
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
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ mt: 3 }} role="status" aria-live="polite">
          {phase === 'credentials' && <Alert severity="info">Enter your credentials on the left to begin the OAuth flow...</Alert>}
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
        </Box>
      </CardContent>
    </Card>
  );
}

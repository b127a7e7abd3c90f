import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useGetAccountClockQuery, useMoveAccountClockMutation } from '../developersApi';
import type { ClockMove } from '../developerTypes';
import { formatMarketTime } from '../format';

const ADVANCES = [
  { seconds: 60, label: '1 minute' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
] as const;

/** The one button that stops a running clock or restarts a frozen one. */
const FREEZE = { action: 'freeze', label: 'Freeze', done: 'Clock frozen' } as const;
const RESUME = { action: 'resume', label: 'Resume', done: 'Clock resumed' } as const;

interface Props {
  accountId: string;
  /** The account's name, for the controls' accessible names. */
  name: string;
}

/** An account's own clock: its time, whether its market is open and until when, frozen or its speed, with freeze/resume/advance. */
export function AccountClock({ accountId, name }: Props) {
  const { data: clock, isLoading, error, refetch } = useGetAccountClockQuery(accountId);
  const [move, { isLoading: moving }] = useMoveAccountClockMutation();
  const toast = useToast();
  const toggle = clock?.frozen ? RESUME : FREEZE;

  const send = async (change: ClockMove, done: string) => {
    try {
      await move({ id: accountId, move: change }).unwrap();
      toast({ title: done, description: name, variant: 'success' });
    } catch (e) {
      toast({ title: 'Clock not moved', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Box component="section" aria-label={`Clock of ${name}`} sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      {isLoading ? (
        <CircularProgress size={20} aria-label={`Loading the clock of ${name}`} />
      ) : !clock ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the clock. {serverMessage(error, 'Please try again.')}
        </Alert>
      ) : (
        <>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{formatMarketTime(clock.now)}</Typography>
            <Chip size="small" label={clock.isOpen ? 'Market open' : 'Market closed'} color={clock.isOpen ? 'success' : 'default'} />
            <Chip size="small" variant="outlined" label={clock.frozen ? 'Frozen' : clock.speed === 1 ? 'Running' : `Running at ${clock.speed}×`} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {clock.isOpen ? `Closes ${formatMarketTime(clock.nextClose)}` : `Opens ${formatMarketTime(clock.nextOpen)}`}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Button
              size="small"
              variant="outlined"
              disabled={moving}
              onClick={() => void send({ action: toggle.action }, toggle.done)}
              aria-label={`${toggle.label} the clock of ${name}`}
            >
              {toggle.label}
            </Button>
            {ADVANCES.map((a) => (
              <Button
                key={a.seconds}
                size="small"
                variant="outlined"
                disabled={moving}
                onClick={() => void send({ action: 'advance', seconds: a.seconds }, `Clock advanced ${a.label}`)}
                aria-label={`Advance the clock of ${name} by ${a.label}`}
              >
                +{a.label}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

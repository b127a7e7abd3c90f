import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../api/errors';

interface PanelProps {
  title: string;
  /** One line under the title saying what the section is for. */
  intro?: ReactNode;
  /** Buttons beside the title (create, refresh). */
  actions?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}

/** A titled console section with the loading and error states every section shares. */
export function Panel({ title, intro, actions, loading, error, onRetry, children }: PanelProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
              {title}
            </Typography>
            {intro && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{intro}</Typography>}
          </Box>
          {actions && (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={`Loading ${title.toLowerCase()}`} />
          </Box>
        ) : error ? (
          <Alert
            severity="error"
            action={
              onRetry && (
                <Button color="inherit" onClick={onRetry}>
                  Retry
                </Button>
              )
            }
          >
            Could not load {title.toLowerCase()}. {serverMessage(error, 'Please try again.')}
          </Alert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

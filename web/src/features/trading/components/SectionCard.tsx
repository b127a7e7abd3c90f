import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  loading?: boolean;
  error?: boolean;
  children: ReactNode;
}

/** A titled card with the loading and error states every panel of the demo shares. */
export function SectionCard({ title, loading, error, children }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {title}
        </Typography>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={`Loading ${title}`} />
          </Box>
        ) : error ? (
          <Alert severity="error">Could not load {title.toLowerCase()}. Please try again later.</Alert>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/layout/Logo';

/** The portal's one card: who is asking, at which broker, then the step's content. */
export function PortalCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo height={36} />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ mt: 1, mb: 3, textAlign: 'center', color: 'text.secondary' }}>{subtitle}</Typography>}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

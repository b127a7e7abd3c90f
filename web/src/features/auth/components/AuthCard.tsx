import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/layout/Logo';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card with the logo that sign-in and sign-up share, so the two look like one product. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', px: 2, py: 8 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo height={40} />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, textAlign: 'center', color: 'text.secondary' }}>{subtitle}</Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

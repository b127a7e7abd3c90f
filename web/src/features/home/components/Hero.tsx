import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useRotatingIndex } from '../hooks/useRotatingIndex';
import { HeroDiagram } from './HeroDiagram';

const HERO_ROTATION_MS = 4000;

/** Images the hero cycles through; one today, so nothing rotates. */
const heroImages: readonly { id: string; Image: ComponentType }[] = [{ id: 'connect', Image: HeroDiagram }];

export function Hero({ onSubscribeClick }: { onSubscribeClick: () => void }) {
  const index = useRotatingIndex(heroImages.length, HERO_ROTATION_MS);
  const { Image } = heroImages[index];
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ bgcolor: 'background.default', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 6, alignItems: 'center' }}>
          <div>
            <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' } }}>
              Connect once, trade everywhere
            </Typography>
            <Typography sx={{ mt: 2, fontSize: '1.15rem', color: 'text.secondary' }}>
              One unified API for real-time broker data and trading in stocks, complex options and futures. Seamless onboarding, fast integration, built for
              modern investor platforms.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button component={RouterLink} to={paths.contact} variant="contained" size="large">
                Get Started
              </Button>
              {/* Below md the mobile subscribe prompt sits right under the hero and does the same. */}
              <Button variant="outlined" size="large" onClick={onSubscribeClick} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
                Subscribe for Updates
              </Button>
            </Stack>
          </div>
          <div>
            <Image />
          </div>
        </Box>
      </Container>
    </Box>
  );
}

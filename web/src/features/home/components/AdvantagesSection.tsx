import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BoltIcon from '@mui/icons-material/Bolt';
import LayersIcon from '@mui/icons-material/Layers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { advantages } from '../data/advantages';

const icons = [BoltIcon, AutoGraphIcon, LayersIcon];

export function AdvantagesSection() {
  return (
    <Box component="section" aria-labelledby="advantages-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="advantages-heading" variant="h2" sx={{ textAlign: 'center' }}>
          How we help you win
        </Typography>
        <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {advantages.map((advantage, i) => {
            const Icon = icons[i % icons.length];
            return (
              <Paper key={advantage.title} variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Icon color="primary" fontSize="large" aria-hidden="true" />
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 1.5 }}>
                  {advantage.title}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{advantage.text}</Typography>
              </Paper>
            );
          })}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.contact} variant="contained" size="large">
            Contact Us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

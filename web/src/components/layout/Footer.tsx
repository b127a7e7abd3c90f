import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '../../api/publicConfig';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../config/product';
import { Logo } from './Logo';
import { legalLinks } from './navigation';

/**
 * The company's social profiles, from the public config. Its own component: the config arrives
 * (and, on a prerendered page, is read) after the first render, and only this part draws again.
 */
function SocialLinks() {
  const config = usePublicConfig();
  return (
    <Stack direction="row" spacing={1}>
      {config && (
        <>
          <IconButton component="a" href={config.social.x} target="_blank" rel="noopener noreferrer" aria-label={`${PRODUCT_NAME} on X`} color="inherit">
            <XIcon />
          </IconButton>
          <IconButton
            component="a"
            href={config.social.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${PRODUCT_NAME} on LinkedIn`}
            color="inherit"
          >
            <LinkedInIcon />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'common.white', py: 5, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Logo inverted />
          <Stack component="nav" aria-label="Legal" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            {legalLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Link>
            ))}
          </Stack>
          <SocialLinks />
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.85 }}>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

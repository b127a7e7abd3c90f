import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { PARTNER_LOGO_SIZE, partners, type Partner } from '../data/partners';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function PartnerLogo({ partner, duplicate = false }: { partner: Partner; duplicate?: boolean }) {
  return (
    <Box
      component="a"
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${partner.name} (opens in a new tab)`}
      // The second copy only exists to make the loop seamless: out of the tab order and the a11y tree.
      {...(duplicate ? { tabIndex: -1, 'aria-hidden': true } : {})}
      sx={{ display: 'inline-flex', flexShrink: 0, p: 1, borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {/* Two to a row on a phone, the name still at 12.7 px; 15.9 px in the marquee. */}
      <Box component="span" sx={{ display: 'block', width: { xs: 160, md: 200 } }}>
        <img
          src={partner.logo}
          alt=""
          width={PARTNER_LOGO_SIZE.width}
          height={PARTNER_LOGO_SIZE.height}
          loading="lazy"
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      </Box>
    </Box>
  );
}

/**
 * "Utilized by leading firms": a wrapped row on phones, a marquee on wider screens that
 * pauses while hovered or focused and never moves for visitors who ask for reduced motion.
 */
export function PartnersStrip() {
  return (
    <Box component="section" aria-labelledby="partners-heading" sx={{ py: 6, bgcolor: 'grey.50' }}>
      <Container maxWidth="lg">
        <Typography id="partners-heading" variant="h2" sx={{ fontSize: '1.25rem', textAlign: 'center', mb: 3, color: 'text.secondary' }}>
          Utilized by leading firms
        </Typography>
      </Container>
      <Box data-testid="partners-track-viewport" sx={{ overflow: 'hidden', '&:hover .marquee, &:focus-within .marquee': { animationPlayState: 'paused' } }}>
        <Box
          className="marquee"
          sx={{
            display: 'flex',
            gap: { xs: 1, md: 4 },
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            justifyContent: { xs: 'center', md: 'flex-start' },
            width: { md: 'max-content' },
            animation: { md: `${scroll} 40s linear infinite` },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', flexWrap: 'wrap', justifyContent: 'center', width: 'auto' },
          }}
        >
          {partners.map((partner) => (
            <PartnerLogo key={partner.url} partner={partner} />
          ))}
          <Box sx={{ display: { xs: 'none', md: 'contents' }, '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}>
            {partners.map((partner) => (
              <PartnerLogo key={partner.url} partner={partner} duplicate />
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
